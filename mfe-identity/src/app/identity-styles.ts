// The identity area's own styles, adopted as a constructable stylesheet (as servicing does): a
// stylesheet from the remote's origin is cross-origin to the portal and tools that read it
// re-insert it inline, which the portal's CSP refuses; adopted sheets are not inline styles.
const IDENTITY_CSS = `
.plain-fieldset {
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
}
.login-backdrop {
  position: relative;
  isolation: isolate;
  padding: 1px 0;
}
.login-backdrop__image {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  z-index: -1;
}
.breadcrumb-tabs {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0 0 1rem;
  border-bottom: 1px solid var(--color-border, #ccd);
}
.breadcrumb-tabs [role='tab'] {
  font: inherit;
  background: none;
  border: 1px solid transparent;
  border-bottom: 0;
  border-radius: 4px 4px 0 0;
  padding: 0.4rem 0.75rem;
  color: var(--color-brand, #1d4f91);
  cursor: pointer;
}
.breadcrumb-tabs [role='tab'][aria-selected='true'] {
  border-color: var(--color-border, #ccd);
  background: var(--color-surface, #fff);
  font-weight: 600;
  color: inherit;
}
.breadcrumb-tabs [role='tab'][aria-disabled='true'] {
  color: #6b7280;
  cursor: not-allowed;
}
.agreement-text {
  max-height: 50vh;
  overflow-y: auto;
  border: 1px solid var(--color-border, #ccd);
  padding: 0.5rem 0.75rem;
}
`;

let adopted = false;

export function adoptIdentityStyles(doc: Document = document): void {
  if (adopted || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in doc)) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(IDENTITY_CSS);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    adopted = true;
  } catch {
    // An old browser without constructable stylesheets: the shell's styles still apply.
  }
}

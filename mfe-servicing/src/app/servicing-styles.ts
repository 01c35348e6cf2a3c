// The area's styles, adopted as a constructable stylesheet rather than shipped as a CSS file:
// a stylesheet linked from the remote's own origin is cross-origin to the portal, and tools that
// read it (axe) re-insert it as an inline <style>, which the portal's CSP refuses. Adopted sheets
// are not inline styles, so the CSP stays strict.
import { SKELETON_CSS } from './skeleton-styles';

const SERVICING_CSS = `
/* The servicing area's own styles; the shell's portal.css provides the shared basics. */
.button-row {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.75rem 0;
}
.row--closed {
  color: #666;
  font-style: italic;
}
.row--past-due {
  background: #fdecea;
}
.row--past-due th,
.row--past-due td {
  color: #8a1c12;
  font-weight: 600;
}
.dashboard-banner {
  max-width: 100%;
  height: auto;
  display: block;
}
.info-text {
  margin: 0.5rem 0;
}
.grid-2 {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(24rem, 100%), 1fr));
  gap: 1rem;
}
.figures {
  display: grid;
  /* The label column takes at most half the row, so a figure always has room on one line. */
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: 0.25rem 1rem;
  margin: 0;
}
.figures dt {
  font-weight: 600;
}
.figures dt,
.figures dd {
  margin: 0;
  overflow-wrap: break-word;
}
/* On a phone each label sits above its figure, so a figure always has the full width. */
@media (max-width: 29.9375rem) {
  .figures {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
  .figures dd {
    margin-bottom: 0.5rem;
  }
}
.placeholder {
  visibility: hidden;
}
/* A skeleton has the final shape of what loads: one grey line per line of text. */
.skeleton-lines p {
  height: 1.5em;
  max-width: 16rem;
  border-radius: 4px;
  background: #e9edf2;
}
.checkmark {
  color: #1a7f37;
  font-weight: 700;
}
.sort-button {
  background: none;
  border: 0;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  padding: 0;
}
.counter--warning {
  color: #8a5a00;
}
.counter--error {
  color: #b3261e;
  font-weight: 700;
}
.map {
  height: 400px;
  width: 100%;
  border: 1px solid #ccc;
}
.map-frame {
  position: relative;
}
.map-frame__note {
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 1000;
  margin: 0;
  padding: 0.5rem 0.75rem;
  background: #fff;
  border-top: 1px solid #ccc;
}
.drop-zone {
  border: 2px dashed #999;
  padding: 1.5rem;
  text-align: center;
  margin: 0.5rem 0;
}
.drop-zone--active {
  background: #eef5ff;
}
.tabs {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid #ccc;
  margin-bottom: 1rem;
}
.tabs [role='tab'][aria-selected='true'] {
  border-bottom: 3px solid currentColor;
  font-weight: 700;
}
.tabs [role='tab'] {
  background: none;
  border: 0;
  padding: 0.5rem 0.75rem;
  cursor: pointer;
  font: inherit;
}
.faq {
  display: grid;
  grid-template-columns: 12rem 1fr;
  gap: 1rem;
}
@media (max-width: 767px) {
  .faq {
    grid-template-columns: 1fr;
  }
}
.doc-new {
  font-weight: 700;
  color: #1a7f37;
}
progress {
  width: 8rem;
}
/* No inline styles anywhere: the portal's CSP forbids them. */
.fieldset-plain {
  border: 0;
  padding: 0;
  margin: 0;
}
.block-label {
  display: block;
}
.contents {
  display: contents;
}
.spinner--22 {
  width: 22px;
  height: 22px;
  display: inline-block;
}
.spinner--35 {
  width: 35px;
  height: 35px;
  display: inline-block;
}
.spinner--50 {
  width: 50px;
  height: 50px;
  display: inline-block;
}
.spinner--80 {
  width: 80px;
  height: 80px;
  display: inline-block;
}
`;

let adopted = false;

export function adoptServicingStyles(doc: Document = document): void {
  if (adopted || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in doc)) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(SERVICING_CSS + SKELETON_CSS);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    adopted = true;
  } catch {
    // An old browser without constructable stylesheets: the shell's styles still apply.
  }
}

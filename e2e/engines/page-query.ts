// The role and label queries of the engine lanes, run inside the page (both engines alike): a
// subset of the accessible name computation, enough for the portal's labelled controls. The
// match is marked with a data attribute, so the driver acts on it with its native input.

export interface Query {
  role?: string;
  /** Accessible name, exact after trimming and collapsing spaces, or a pattern. */
  name?: string | { pattern: string };
  /** A form field by its label (getByLabel): <label>, aria-label or aria-labelledby. */
  label?: string;
  /** Text the element shows, in part (as Playwright's `hasText`). */
  text?: string;
  /** Only inside the first visible match of this query. */
  within?: Query;
}

export interface Found {
  /** CSS selector of the marked element, or null when nothing visible matches. */
  selector: string | null;
  text: string;
  value: string;
  checked: boolean;
  count: number;
}

/** Serialised into the page: no imports, no closures. */
export function findInPage(query: Query, mark: string): Found {
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const textOf = (el: Element): string => norm((el as HTMLElement).innerText ?? el.textContent);
  const byIds = (el: Element, attr: string) =>
    norm(
      (el.getAttribute(attr) ?? '')
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id) : null))
        .filter((ref): ref is HTMLElement => ref !== null)
        .map((ref) => ref.textContent)
        .join(' '),
    );
  const labelOf = (el: Element): string => {
    if (el.hasAttribute('aria-labelledby')) return byIds(el, 'aria-labelledby');
    if (el.hasAttribute('aria-label')) return norm(el.getAttribute('aria-label'));
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return norm([...labels].map((l) => l.textContent).join(' '));
    return '';
  };
  const INPUT_ROLES: Record<string, string> = {
    checkbox: 'checkbox',
    radio: 'radio',
    button: 'button',
    submit: 'button',
  };
  const roleOf = (el: Element): string => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit.split(/\s+/)[0] ?? '';
    const tag = el.tagName.toLowerCase();
    if (tag === 'input') return INPUT_ROLES[(el as HTMLInputElement).type] ?? 'textbox';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    const roles: Record<string, string> = {
      button: 'button',
      select: 'combobox',
      textarea: 'textbox',
      table: 'table',
      tr: 'row',
      nav: 'navigation',
      main: 'main',
      dialog: 'dialog',
      header: 'banner',
      li: 'listitem',
      details: 'group',
    };
    if (tag === 'a' && el.hasAttribute('href')) return 'link';
    if (tag === 'section' && labelOf(el)) return 'region';
    return roles[tag] ?? '';
  };
  // Text content as a name: without what is hidden from assistive technology (aria-hidden).
  const contentOf = (node: Node): string =>
    node instanceof Element
      ? node.getAttribute('aria-hidden') === 'true'
        ? ''
        : [...node.childNodes].map(contentOf).join('')
      : (node.textContent ?? '');
  const nameOf = (el: Element): string => {
    const label = labelOf(el);
    if (label) return label;
    if (el.tagName === 'TABLE') return norm(el.querySelector('caption')?.textContent);
    return norm(contentOf(el)) || norm(el.getAttribute('title'));
  };
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    return el.getClientRects().length > 0 && style.visibility !== 'hidden';
  };
  const matches = (el: Element, q: Query): boolean => {
    if (q.role && roleOf(el) !== q.role) return false;
    if (q.label !== undefined && labelOf(el).replace(/\s*\*$/, '') !== q.label) return false;
    if (q.text !== undefined && !textOf(el).includes(q.text)) return false;
    if (q.name !== undefined) {
      const name = nameOf(el);
      if (typeof q.name === 'string' ? name !== q.name : !new RegExp(q.name.pattern).test(name))
        return false;
    }
    return true;
  };
  const all = (root: ParentNode, q: Query) =>
    [...root.querySelectorAll('*')].filter((el) => visible(el) && matches(el, q));
  let root: ParentNode = document;
  if (query.within) {
    const scope = all(document, query.within)[0];
    if (!scope) return { selector: null, text: '', value: '', checked: false, count: 0 };
    root = scope;
  }
  const { within: _, ...own } = query;
  const hits = all(root, own);
  const hit = hits[0];
  if (!hit) return { selector: null, text: '', value: '', checked: false, count: 0 };
  hit.setAttribute('data-engine-hit', mark);
  return {
    selector: `[data-engine-hit="${mark}"]`,
    text: textOf(hit),
    value: (hit as HTMLInputElement).value ?? '',
    checked: Boolean((hit as HTMLInputElement).checked),
    count: hits.length,
  };
}

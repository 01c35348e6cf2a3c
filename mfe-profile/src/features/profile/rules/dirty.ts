// Each profile section compares its form with its last-saved copy (spec 1 §4 Profile sections):
// Cancel and Save appear, and the page's unsaved flag is set, only while they differ.

/** Deep equality of plain form data (objects, arrays, strings, numbers, booleans, null). */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValues(a[key], b[key]));
  }
  return false;
}

export const isDirty = (form: unknown, saved: unknown): boolean => !sameValues(form, saved);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The page is unsaved while any section is dirty. */
export function pageUnsaved(sections: Readonly<Record<string, boolean>>): boolean {
  return Object.values(sections).some(Boolean);
}

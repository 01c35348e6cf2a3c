/**
 * Starts downloading code ahead of its use. A failure here is not the borrower's concern yet:
 * the part that needs the code (lazyPart) loads it again when shown, and says so if it cannot.
 */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/**
 * Props that start loading a dialog's code when the borrower heads for the control that opens
 * it (pointer over it, or focus on it), so the dialog rarely waits once asked for.
 */
export const loadOnIntent = (load: () => Promise<unknown>) => ({
  onPointerEnter: () => preload(load),
  onFocus: () => preload(load),
});

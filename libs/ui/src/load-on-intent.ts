/**
 * Props that start loading a dialog's code when the borrower heads for the control that opens
 * it (pointer over it, or focus on it), so the dialog rarely waits once asked for.
 */
export const loadOnIntent = (load: () => Promise<unknown>) => ({
  onPointerEnter: () => void load(),
  onFocus: () => void load(),
});

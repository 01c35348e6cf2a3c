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

// Input only a person makes: a page's own focus() or a scroll restore does not count.
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * Starts loading code on the borrower's first pointer or key input anywhere on `target`, for
 * what that input may lead to (a dialog, signing in). Returns a function that stops waiting.
 */
export function loadOnFirstInput(
  load: () => Promise<unknown>,
  target: EventTarget = document,
): () => void {
  const stop = () => {
    for (const event of FIRST_INPUT) target.removeEventListener(event, start, true);
  };
  function start() {
    stop();
    preload(load);
  }
  for (const event of FIRST_INPUT) {
    target.addEventListener(event, start, { capture: true, passive: true });
  }
  return stop;
}

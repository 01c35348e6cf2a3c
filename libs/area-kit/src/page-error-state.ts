// A page that cannot load sends the borrower elsewhere with the spec's banner (spec 3 §2, §8:
// "An error occurred while trying to load that page." on the dashboard). The message travels in
// the navigation's state, because the shell clears the page error on every new page: set in the
// store before a redirect, it was cleared by the redirect itself.

/** The navigation state that carries a page error to the page it lands on. */
export const pageErrorState = (message: string) => ({ pageError: message });

/** The page error a navigation carries, or null. */
export function pageErrorOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('pageError' in state)) return null;
  const { pageError } = state;
  return typeof pageError === 'string' && pageError !== '' ? pageError : null;
}

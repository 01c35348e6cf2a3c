import type { Page, Response } from '@playwright/test';

/**
 * What the page receives, read from each response the moment it arrives; the returned function
 * waits for every read. `read` starts its promise inside the listener, so the list is complete
 * as of the test's last wait: a listener that awaited headers or a body before pushing added
 * its entry after the test had already counted (serving.spec.ts saw 3 of the login page's 8
 * scripts once). `read` answers undefined for a response the test does not want.
 */
export function collectResponses<T>(
  page: Page,
  read: (response: Response) => Promise<T> | undefined,
): () => Promise<T[]> {
  const reads: Array<Promise<T>> = [];
  page.on('response', (response) => {
    const value = read(response);
    if (!value) return;
    // A read the test never waits for (a response after its last look, cut off when it ends)
    // is not a failure of its own; one it waits for still fails it.
    value.catch(() => undefined);
    reads.push(value);
  });
  return () => Promise.all(reads);
}

/**
 * Every script the page runs, with its body. A script the browser revalidated (304, the files
 * that name the current build) arrives without one: its body is the server's copy, fetched
 * again, which the ETag says is the one the browser holds. Any other body that cannot be read
 * fails the test: read as empty, it would pass every "does not carry" check unseen.
 */
export function collectScripts(page: Page): () => Promise<Array<{ url: string; body: string }>> {
  const bodyOf = (response: Response) =>
    response.status() === 304
      ? page.request.get(response.url()).then((again) => again.text())
      : response.text();
  return collectResponses(page, (response) =>
    response.request().resourceType() === 'script'
      ? bodyOf(response).then((body) => ({ url: response.url(), body }))
      : undefined,
  );
}

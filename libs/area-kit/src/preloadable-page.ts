// A page that loads lazily and can be loaded ahead, so that its first render does not suspend.
// Why it matters: React holds back content that resolves within 300 ms of a Suspense fallback
// until those 300 ms are over (its fallback throttle). On a cold load the page's files arrive
// with the shell's (docs/decisions/003), so a fallback there only made the borrower wait.
import { handOver } from '@portal/ui/lazy-part';
import { loadOnce } from '@portal/ui/load-once';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule<P> = { default: ComponentType<P> };

export interface PreloadablePage<P> {
  Page: LazyExoticComponent<ComponentType<P>>;
  /** Loads the page's module; once it has, rendering `Page` no longer suspends. */
  preload(): Promise<void>;
}

export function preloadablePage<P extends object>(
  load: () => Promise<PageModule<P>>,
): PreloadablePage<P> {
  const page = loadOnce(load);
  // Once loaded, the module is handed over at once: no fallback (see handOver).
  const Page = lazy(() => {
    const loaded = page.current();
    return loaded ? (handOver(loaded) as Promise<PageModule<P>>) : page.load();
  });
  return { Page, preload: () => page.load().then(() => undefined) };
}

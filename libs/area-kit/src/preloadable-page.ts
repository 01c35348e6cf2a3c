// A page that loads lazily and can be loaded ahead, so that its first render does not suspend.
// Why it matters: React holds back content that resolves within 300 ms of a Suspense fallback
// until those 300 ms are over (its fallback throttle). On a cold load the page's files arrive
// with the shell's (docs/decisions/003), so a fallback there only made the borrower wait.
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
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // the next attempt loads again
        throw error;
      },
    ));
  // React.lazy takes a module that a thenable hands over while React calls its then() as
  // loaded at once (its lazy initializer checks after calling then); a promise never does.
  const Page = lazy(() => (loaded ? (handOver(loaded) as Promise<PageModule<P>>) : start()));
  return { Page, preload: () => start().then(() => undefined) };
}

function handOver<M>(module: M): PromiseLike<M> {
  return {
    then<T1 = M, T2 = never>(onFulfilled?: ((value: M) => T1 | PromiseLike<T1>) | null) {
      onFulfilled?.(module);
      return this as unknown as PromiseLike<T1 | T2>;
    },
  };
}

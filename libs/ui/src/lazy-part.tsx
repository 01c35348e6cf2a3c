// A part of a page whose code loads when it is first shown (a dialog, a later step, a map). If
// that code cannot be downloaded (a dropped connection, a release replaced mid-visit), the part
// says so where it would have been and offers to try again: the rest of the page, and what the
// borrower has typed there, stays. Without this, React.lazy's failure reaches the area's error
// boundary and the whole area gives way to its fallback.
import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { cx, ui } from './class-names';
import { loadOnce } from './load-once';

export const PART_NOT_LOADED = 'This could not be loaded. Check your connection and try again.';

/** The part's code could not be downloaded (as opposed to the part failing once it ran). */
class PartLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'PartLoadError';
  }
}

export interface LazyPart<P> {
  (props: P): ReactNode;
  /** Downloads the part's code ahead; once it has, rendering the part no longer suspends. */
  preload(): Promise<void>;
}

/**
 * A component that loads `load`'s component when first rendered; render it under a Suspense
 * boundary, as React.lazy. Its code downloads once, however often it is preloaded or shown.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const code = loadOnce(() =>
    load().catch((error: unknown) => {
      throw new PartLoadError(error);
    }),
  );
  const make = () =>
    lazy(() => {
      const loaded = code.current();
      return loaded
        ? (handOver({ default: loaded }) as Promise<{ default: ComponentType<P> }>)
        : code.load().then((Part) => ({ default: Part }));
    });
  let Loaded = make();
  // React.lazy keeps a failure for good: the next attempt needs a new one.
  const forget = () => {
    Loaded = make();
  };
  function LazyPart(props: P) {
    // A render function, not an element: after a failure, Try again renders the new lazy.
    return <PartBoundary onFailure={forget} part={() => <Loaded {...props} />} />;
  }
  LazyPart.preload = () => code.load().then(() => undefined);
  return LazyPart;
}

/**
 * Hands React.lazy a module it already has: React calls then() and, finding the module there
 * at once, renders it without suspending (its lazy initializer checks right after calling
 * then). A promise never settles that early, so a preloaded part would still show its fallback
 * and React would hold what follows for its 300 ms fallback throttle.
 */
export function handOver<M>(module: M): PromiseLike<M> {
  return {
    then<T1 = M, T2 = never>(onFulfilled?: ((value: M) => T1 | PromiseLike<T1>) | null) {
      onFulfilled?.(module);
      return this as unknown as PromiseLike<T1 | T2>;
    },
  };
}

interface BoundaryProps {
  onFailure(): void;
  part(): ReactNode;
}

class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof PartLoadError) this.props.onFailure();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.part();
    // Anything but a failed download is the area's to contain and report.
    if (!(error instanceof PartLoadError)) throw error;
    return (
      <div className={cx(ui.banner, ui.bannerError)} role="alert">
        {PART_NOT_LOADED}{' '}
        <button
          type="button"
          className={ui.linkButton}
          onClick={() => this.setState({ error: null })}
        >
          Try again
        </button>
      </div>
    );
  }
}

// A part of a page whose code loads when it is first shown (a dialog, a later step, a map). If
// that code cannot be downloaded (a dropped connection, a release replaced mid-visit), the part
// says so where it would have been and offers to try again: the rest of the page, and what the
// borrower has typed there, stays. Without this, React.lazy's failure reaches the area's error
// boundary and the whole area gives way to its fallback.
import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { cx, ui } from './class-names';

export const PART_NOT_LOADED = 'This could not be loaded. Check your connection and try again.';

/** The part's code could not be downloaded (as opposed to the part failing once it ran). */
class PartLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'PartLoadError';
  }
}

/**
 * A component that loads `load`'s component when first rendered; render it under a Suspense
 * boundary, as React.lazy. Calling `load` ahead (on the borrower's intent) is safe: the import
 * is downloaded once.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().then(
        (Part) => ({ default: Part }),
        (error: unknown) => {
          throw new PartLoadError(error);
        },
      ),
    );
  let Loaded = make();
  // React.lazy keeps a failure for good: the next attempt needs a new one.
  const forget = () => {
    Loaded = make();
  };
  function LazyPart(props: P) {
    // A render function, not an element: after a failure, Try again renders the new lazy.
    return <PartBoundary onFailure={forget} part={() => <Loaded {...props} />} />;
  }
  return LazyPart;
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

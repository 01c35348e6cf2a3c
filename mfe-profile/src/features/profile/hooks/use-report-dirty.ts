import { useEffect } from 'react';

/** Tells the page whether this section differs from its last-saved copy. */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void): void {
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);
  // A section that goes away (hidden, unmounted) is no longer unsaved.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
}

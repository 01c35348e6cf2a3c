import { useEffect, useRef, useState } from 'react';

/** Spec 1 §9: the save check mark shows for 3 seconds. */
export const SAVED_CHECKMARK_MS = 3000;

export type SaveStatus = 'idle' | 'saving' | 'saved';

/** A section's save status: a spinner while saving, then a check mark for 3 s after success. */
export function useSaveStatus() {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    status,
    saving: () => {
      clearTimeout(timer.current);
      setStatus('saving');
    },
    saved: () => {
      setStatus('saved');
      timer.current = setTimeout(() => setStatus('idle'), SAVED_CHECKMARK_MS);
    },
    failed: () => setStatus('idle'),
  };
}

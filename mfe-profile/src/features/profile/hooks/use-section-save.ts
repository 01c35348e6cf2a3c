import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/** Spec 1 §9: the save check mark shows for 3 seconds. */
export const SAVED_CHECKMARK_MS = 3000;

export type SaveStatus = 'idle' | 'saving' | 'saved';

/**
 * A section's Save as a TanStack mutation: a spinner while it is pending, then a check mark for
 * 3 s after a success. `settle` reads the outcome (updating the section or showing its banner)
 * and says whether it was a success.
 */
export function useSectionSave<TInput, TOutcome>(
  save: (input: TInput) => Promise<TOutcome>,
  settle: (outcome: TOutcome) => boolean,
) {
  const [checkMark, setCheckMark] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => {
      clearTimeout(timer.current);
      setCheckMark(false);
    },
    onSuccess: (outcome) => {
      if (!settle(outcome)) return;
      setCheckMark(true);
      timer.current = setTimeout(() => setCheckMark(false), SAVED_CHECKMARK_MS);
    },
  });
  const status: SaveStatus = mutation.isPending ? 'saving' : checkMark ? 'saved' : 'idle';
  return { status, save: mutation.mutate };
}

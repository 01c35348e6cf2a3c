// Loads the dialogs' chunk (./dialog-views) once (@portal/ui/load-once: a failed load is
// forgotten, so the next dialog asked for tries again).
import { useEffect, useEffectEvent, useState } from 'react';
import { loadOnce, type CodeLoader } from '@portal/ui/load-once';
import { preload } from '@portal/ui/load-on-intent';
import type * as DialogViewsModule from './dialog-views';

export type DialogViews = typeof DialogViewsModule;

export const dialogViews: CodeLoader<DialogViews> = loadOnce(
  () => import(/* webpackChunkName: "shell-dialogs" */ './dialog-views'),
);

/** The dialogs' code once it is here (at once if it already is); loads it while `needed`. */
export function useDialogViews(
  needed: boolean,
  onFailure: (error: unknown) => void,
  loader: CodeLoader<DialogViews> = dialogViews,
): DialogViews | null {
  const [views, setViews] = useState(loader.current);
  const failed = useEffectEvent(onFailure);
  useEffect(() => {
    if (!needed || views) return;
    let live = true;
    loader.load().then(
      (code) => {
        if (live) setViews(code);
      },
      (error: unknown) => {
        if (live) failed(error);
      },
    );
    return () => {
      live = false;
    };
  }, [needed, views, loader]);
  return views ?? loader.current() ?? null;
}

// Input only a person makes: a page's own focus() or a scroll restore does not count.
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * Starts loading the dialogs on the borrower's first pointer or key input, so a dialog that
 * input leads to (logout, unsaved changes, a notice) opens without a wait.
 */
export function loadDialogViewsOnFirstInput(
  target: EventTarget = document,
  loader: Pick<CodeLoader<unknown>, 'load'> = dialogViews,
): () => void {
  const stop = () => {
    for (const event of FIRST_INPUT) target.removeEventListener(event, start, true);
  };
  function start() {
    stop();
    // A failure here is forgotten; the dialog asked for later loads again and reports it.
    preload(loader.load);
  }
  for (const event of FIRST_INPUT) {
    target.addEventListener(event, start, { capture: true, passive: true });
  }
  return stop;
}

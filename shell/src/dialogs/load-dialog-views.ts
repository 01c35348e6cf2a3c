// Loads the dialogs' chunk (./dialog-views) once (@portal/ui/load-once: a failed load is
// forgotten, so the next dialog asked for tries again).
import { useEffect, useEffectEvent, useState } from 'react';
import { loadOnce, type CodeLoader } from '@portal/ui/load-once';
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

import { useStore } from 'zustand';
import { reportClientError } from '../lib/shell-services';
import { dialogQueue, type DialogQueue } from './dialog-store';
import { dialogViews, useDialogViews, type DialogViews } from './load-dialog-views';
import type { CodeLoader } from '@portal/ui/load-once';

/** Shows the oldest pending dialog; answering it resolves its caller and shows the next. */
export function DialogHost({
  queue = dialogQueue,
  report = reportClientError,
  code = dialogViews,
}: {
  queue?: DialogQueue;
  report?: (error: unknown, context: string) => unknown;
  /** Where the dialogs' code comes from (tests pass their own). */
  code?: CodeLoader<DialogViews>;
}) {
  const current = useStore(queue, (state) => state.queue[0]);
  const views = useDialogViews(
    Boolean(current),
    (error) => {
      // Without the dialogs' code nothing can be asked: every caller gets the cancel answer
      // (stay on the page, keep the session), and the next dialog loads it again.
      queue.getState().dismissAll();
      void report(error, 'shell dialogs');
    },
    code,
  );
  if (!current || !views) return null;
  const { close } = queue.getState();
  return <views.CurrentDialog key={current.id} entry={current} close={() => close(current.id)} />;
}

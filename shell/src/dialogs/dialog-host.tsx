import { useStore } from 'zustand';
import { AgreeTextDialog } from './agree-text-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { dialogQueue, type DialogEntry, type DialogQueue } from './dialog-store';
import { NoticeDialog } from './notice-dialog';

/** Shows the oldest pending dialog; answering it resolves its caller and shows the next. */
export function DialogHost({ queue = dialogQueue }: { queue?: DialogQueue }) {
  const current = useStore(queue, (state) => state.queue[0]);
  if (!current) return null;
  const { close } = queue.getState();
  return <CurrentDialog key={current.id} entry={current} close={() => close(current.id)} />;
}

function CurrentDialog({ entry, close }: { entry: DialogEntry; close(): void }) {
  switch (entry.kind) {
    case 'confirm':
      return (
        <ConfirmDialog
          request={entry.request}
          onAnswer={(confirmed) => {
            close();
            entry.resolve(confirmed);
          }}
        />
      );
    case 'agree':
      return (
        <AgreeTextDialog
          request={entry.request}
          onClose={() => {
            close();
            entry.resolve();
          }}
        />
      );
    case 'notice':
      return (
        <NoticeDialog
          notice={entry.notice}
          onClose={(wentOn) => {
            close();
            entry.resolve(wentOn);
          }}
        />
      );
  }
}

import { AgreeTextDialog } from './agree-text-dialog';
import { ConfirmDialog } from './confirm-dialog';
import type { DialogEntry } from './dialog-store';
import { NoticeDialog } from './notice-dialog';

/** The dialog a queue entry asks for; answering it closes it and resolves its caller. */
export function CurrentDialog({ entry, close }: { entry: DialogEntry; close(): void }) {
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

// The queue of dialogs the shell is asked to show. One is shown at a time, oldest first; each
// request resolves its caller's promise when the user answers.
import type {
  AgreeDialogRequest,
  ConfirmDialogRequest,
  ShellNotice,
} from '@portal/shared-contracts';
import { createStore } from 'zustand/vanilla';

export type DialogRequest =
  | { kind: 'confirm'; request: ConfirmDialogRequest; resolve(confirmed: boolean): void }
  | { kind: 'agree'; request: AgreeDialogRequest; resolve(): void }
  | { kind: 'notice'; notice: ShellNotice; resolve(wentOn: boolean): void };

export type DialogEntry = DialogRequest & { id: number };

interface DialogQueueState {
  queue: DialogEntry[];
  open(request: DialogRequest): void;
  /** Removes a dialog once it was answered. */
  close(id: number): void;
  /** Dismisses every pending dialog (the session ended): each resolves as cancelled. */
  dismissAll(): void;
}

let nextId = 1;

export function createDialogQueue() {
  return createStore<DialogQueueState>()((set, get) => ({
    queue: [],
    open: (request) => set({ queue: [...get().queue, { ...request, id: nextId++ }] }),
    close: (id) => set({ queue: get().queue.filter((entry) => entry.id !== id) }),
    dismissAll() {
      const pending = get().queue;
      set({ queue: [] });
      for (const entry of pending) dismiss(entry);
    },
  }));
}

function dismiss(entry: DialogEntry) {
  if (entry.kind === 'agree') entry.resolve();
  else entry.resolve(false);
}

export type DialogQueue = ReturnType<typeof createDialogQueue>;

/** The shell's one queue. */
export const dialogQueue: DialogQueue = createDialogQueue();

// The one modal frame every shell dialog uses: focus moves in on open and back on close, Tab
// stays inside, Escape dismisses, the page behind is inert, and the dialog is announced by its
// title and text. Spec 1 §2: dialogs are 350px wide (apply-for-loan 300px).
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const DIALOG_WIDTH_PX = 350;
export const NARROW_DIALOG_WIDTH_PX = 300;

interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  /** Escape (and nothing else) calls this; without it Escape does nothing. */
  onDismiss?: () => void;
  width?: number;
  /** alertdialog for questions that interrupt the user (timeout, unsaved changes). */
  role?: 'dialog' | 'alertdialog';
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openModals = 0;

export function Modal({
  title,
  children,
  actions,
  onDismiss,
  width = DIALOG_WIDTH_PX,
  role = 'dialog',
  hideTitle = false,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const app = document.getElementById('root');
    openModals += 1;
    app?.setAttribute('inert', '');
    const dialog = ref.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0];
    (first ?? dialog)?.focus();
    return () => {
      openModals -= 1;
      if (openModals === 0) app?.removeAttribute('inert');
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dismissRef.current?.();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={ref}
        className="modal"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        style={{ width: `min(${width}px, calc(100vw - 2rem))` }}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
          {title}
        </h2>
        <div id={bodyId} className="modal__body">
          {children}
        </div>
        <div className="modal__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}

function focusables(root: HTMLElement | null | undefined): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

// The portal's one modal (ARCHITECTURE: focus management in modals, one implementation), used by
// the shell's dialogs and by every area inside its own React tree, so the area's providers
// (TanStack Query, router) still reach what it renders. Each app bundles it with its styles
// (styles/ui.module.css, scoped to the app): no stylesheet to adopt, nothing from the shell.
//
// Built on the native <dialog> opened with showModal(): the browser puts it in the top layer
// above anything else (including another area's or the shell's content) and makes the page
// behind it inert. On top of that: focus moves in (to [data-autofocus] or the first control),
// Tab wraps inside, Escape calls onDismiss (and does nothing without it), focus returns to the
// opener on close, and the dialog is named by its title.
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { ui } from './class-names';

/**
 * Spec 1 §2 / spec 3 §2: dialogs 350px; apply-for-loan 300px; insurance, payoff, hide 500px.
 * Spec 2 §9: ACH draft agreement 400px.
 */
export type ModalWidth = 300 | 350 | 400 | 500;

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  /** The row of buttons under the body. */
  actions?: ReactNode;
  /** Escape (and the browser's other close requests) call this; without it they do nothing. */
  onDismiss?: () => void;
  width?: ModalWidth;
  /** alertdialog for questions that interrupt the user (timeout, unsaved changes, confirm). */
  role?: 'dialog' | 'alertdialog';
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  /** Announce the body as the dialog's description (on by default for alertdialog). */
  describe?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({
  title,
  children,
  actions,
  onDismiss,
  width = 350,
  role = 'dialog',
  hideTitle = false,
  describe = role === 'alertdialog',
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Read before showModal(), which moves focus itself.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      // A DOM without showModal (jsdom in unit tests): an open, non-modal dialog.
      dialog.setAttribute('open', '');
    }
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0];
    (first ?? dialog).focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // The browser would close the dialog behind React's back: the owner decides instead.
      event.preventDefault();
      event.stopPropagation();
      dismissRef.current?.();
      return;
    }
    if (event.key !== 'Tab') return;
    // A dialog opened from inside another keeps its own Tab order.
    event.stopPropagation();
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

  // Other close requests (e.g. a mobile back gesture) arrive as cancel: same rule as Escape.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    dismissRef.current?.();
  };

  return (
    <dialog
      ref={ref}
      className={ui.modal}
      // A CSSOM write, not a style attribute in markup: the CSP does not apply to it.
      style={{ width: `min(${width}px, calc(100vw - 2rem))` }}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describe ? bodyId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <h2 id={titleId} className={hideTitle ? ui.modalHidden : ui.modalTitle}>
        {title}
      </h2>
      <div id={bodyId}>{children}</div>
      {actions !== undefined && <div className={ui.modalActions}>{actions}</div>}
    </dialog>
  );
}

function focusables(root: HTMLElement | null | undefined): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

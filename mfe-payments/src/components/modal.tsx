// A modal dialog for the area's own dialogs (payment details, draft agreement): focus moves in
// when it opens and back when it closes, Escape cancels, and the page behind is inert.
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Spec widths: draft agreement 400px, wallet 350px. */
  width?: number;
}

export function Modal({ title, onClose, children, width }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialogRef.current?.querySelector<HTMLElement>(
      'input, select, button, [href], textarea',
    );
    (first ?? dialogRef.current)?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div className="payments-modal__backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="payments-modal card"
        tabIndex={-1}
        style={width ? { maxWidth: `${width}px` } : undefined}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // A dialog opened over another (the rich-text agreement over Payment Details) closes alone.
          event.stopPropagation();
          onClose();
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}

import { type ReactNode, useEffect, useRef } from 'react';

export interface DialogProps {
  isOpen: boolean;
  /** Asked to close: Escape, a click on the backdrop, or the caller's own buttons. */
  onClose: () => void;
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Id of the element that describes it, if any. */
  describedBy?: string;
  /** 'bottom' makes it a bottom sheet (the satisfaction survey); centred by default. */
  placement?: 'center' | 'bottom';
  children: ReactNode;
}

/**
 * A centred modal on the browser's own <dialog>: focus moves in (to the element marked `data-autofocus`,
 * else the first focusable one) and stays there, the page behind is inert, Escape closes, and focus
 * returns to the opener. Lighter than React Bootstrap's Modal for the consumer's pages. Centred content uses
 * Bootstrap's modal-* classes for its look; a bottom sheet brings its own padding.
 */
export function Dialog({
  isOpen,
  onClose,
  labelledBy,
  describedBy,
  placement = 'center',
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      const { body } = document;
      const overflow = body.style.overflow;
      body.style.overflow = 'hidden';
      return () => {
        body.style.overflow = overflow;
      };
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  useEffect(() => {
    if (isOpen) return;
    const target = opener.current;
    opener.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop only; the keyboard closes with Escape (the dialog's cancel event) or the dialog's buttons.
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      className="p-0 m-0 border-0 mw-100 mh-100"
      style={{
        position: 'fixed',
        inset: 0,
        width: '100%',
        height: '100%',
        background: 'rgba(0, 0, 0, 0.5)',
        overscrollBehavior: 'contain',
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget || event.target === backdropRef.current) onClose();
      }}
    >
      {isOpen && placement === 'bottom' ? (
        <div
          className="position-absolute bottom-0 start-50 translate-middle-x w-100 bg-body rounded-top-4 shadow-lg overflow-auto"
          style={{ maxWidth: '40rem', maxHeight: '90vh' }}
        >
          {children}
        </div>
      ) : null}
      {isOpen && placement === 'center' ? (
        // `.modal` carries the variables Bootstrap's modal-* classes read; the dialog itself is the backdrop.
        <div ref={backdropRef} className="modal d-block">
          <div className="modal-dialog modal-dialog-centered" style={{ maxWidth: '28rem' }}>
            <div className="modal-content shadow">{children}</div>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

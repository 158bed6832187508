import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { focusables, focusFirst } from './focus.ts';
import { closeModal, isTopModal, openModal, restoreFocus } from './modal-stack.ts';
import './modal.css';

export type ModalProps = {
  title: string;
  children: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  /**
   * Called on Escape, the × button and a click outside. Without it the modal cannot be dismissed
   * (Session Expired blocks the app until reload).
   */
  onClose?: () => void;
  /** Set false to keep Escape and the × button but ignore clicks outside. */
  closeOnBackdrop?: boolean;
  /** Set false to drop the × button (the actions close the modal). */
  closeButton?: boolean;
  /** Extra class on the dialog box, for size or tone. */
  className?: string;
};

/**
 * A modal dialog: labelled by its title, focus kept inside while it is the top modal, the page
 * behind made inert, one dim layer however many are open (modal-stack.ts), focus given back on
 * close. Elements marked data-autofocus get first focus.
 */
export function Modal({
  title,
  children,
  actions,
  onClose,
  closeOnBackdrop = true,
  closeButton = true,
  className,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const boxRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModal(box);
    focusFirst(box);

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(box)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(box);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        box.focus();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && box.contains(active);
      if (event.shiftKey && (active === firstItem || !inside)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !inside)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      closeModal(box);
      restoreFocus(previous);
    };
  }, []);

  const dismissible = Boolean(onClose);
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside is a pointer shortcut; keyboard users have Escape and ×
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (dismissible && closeOnBackdrop && event.target === event.currentTarget) {
          onCloseRef.current?.();
        }
      }}
    >
      <dialog
        ref={boxRef}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={className ? `modal ${className}` : 'modal'}
      >
        <header className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {dismissible && closeButton ? (
            <button
              type="button"
              className="modal-close"
              aria-label="Close"
              onClick={() => onCloseRef.current?.()}
            >
              ×
            </button>
          ) : null}
        </header>
        <div id={bodyId} className="modal-body">
          {children}
        </div>
        {actions ? <footer className="modal-actions">{actions}</footer> : null}
      </dialog>
    </div>,
    document.body,
  );
}

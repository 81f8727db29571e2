// A modal with a title, a description, optional content, and Cancel beside one confirming action.
// Escape, Cancel and a click on the backdrop all close it.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** Screen readers still hear a hidden description. */
  hideDescription?: boolean;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  className?: string;
  children?: ReactNode;
};

export function ConfirmDialog(props: Props) {
  const {
    open,
    onClose,
    title,
    description,
    hideDescription,
    cancelLabel,
    confirmLabel,
    onConfirm,
    className,
    children,
  } = props;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={className ? `dialog-content ${className}` : 'dialog-content'}>
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description className={hideDescription ? 'visually-hidden' : undefined}>
            {description}
          </Dialog.Description>
          {children}
          <div className="dialog-actions">
            <Dialog.Close className="button button-secondary">{cancelLabel}</Dialog.Close>
            <button type="button" className="button button-primary" onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// A modal with a title, a description, optional content, and Cancel beside one confirming action.
// Escape, Cancel and a click on the backdrop all close it. useConfirmation holds what it asks about.
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import './confirm-dialog.css';

/** What waits for a confirmation (the team to remove, the link to revoke); null while nothing does. */
type Confirmation<Subject> = { subject: Subject | null; letGo: () => void };

export function useConfirmation<Subject>() {
  const [subject, setSubject] = useState<Subject | null>(null);
  return {
    subject,
    /** Opens the dialog about `asked`. */
    ask: (asked: Subject) => setSubject(asked),
    letGo: () => setSubject(null),
  };
}

/**
 * Open and closed by the screen (`open`, `onClose`), or by a useConfirmation: open while it holds
 * something; Cancel lets go of it, and Confirm lets go of it and hands it to `onConfirm`.
 */
type Opening<Subject> =
  | { open: boolean; onClose: () => void; onConfirm: () => void; confirmation?: never }
  | {
      confirmation: Confirmation<Subject>;
      onConfirm: (subject: Subject) => void;
      open?: never;
      onClose?: never;
    };

type Props<Subject> = Opening<Subject> & {
  title: string;
  description: string;
  /** Screen readers still hear a hidden description. */
  hideDescription?: boolean;
  /** Cancel's words where the choice is not plainly cancelling ("Stay"). */
  cancelLabel?: string;
  /** Cancel is the safe choice and the main button ("Stay"): styled and focused as such. */
  cancelIsMain?: boolean;
  confirmLabel: string;
  className?: string;
  children?: ReactNode;
};

export function ConfirmDialog<Subject>(props: Props<Subject>) {
  const { title, description, hideDescription, cancelLabel, confirmLabel, className, children } =
    props;
  const cancelIsMain = props.cancelIsMain ?? false;
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  const open = props.confirmation ? props.confirmation.subject !== null : props.open;

  function handleClose() {
    if (props.confirmation) props.confirmation.letGo();
    else props.onClose();
  }

  function handleConfirm() {
    if (!props.confirmation) return props.onConfirm();
    const { subject, letGo } = props.confirmation;
    if (subject === null) return;
    letGo();
    props.onConfirm(subject);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && handleClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={className ? `dialog-content ${className}` : 'dialog-content'}
          onOpenAutoFocus={(event) => {
            if (!cancelIsMain) return;
            event.preventDefault();
            cancel.current?.focus();
          }}
        >
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description className={hideDescription ? 'visually-hidden' : undefined}>
            {description}
          </Dialog.Description>
          {children}
          <div className="dialog-actions">
            <Dialog.Close
              ref={cancel}
              className={cancelIsMain ? 'button button-primary' : 'button button-secondary'}
            >
              {cancelLabel ?? t('profile.cancel')}
            </Dialog.Close>
            <Button look={cancelIsMain ? 'secondary' : 'primary'} onClick={handleConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// A form for something new that stays folded away behind its button ("New quiz", "Add a team")
// until the organiser opens it; Cancel folds it again and gives the button back the keyboard.
import { useId, useState, type ReactNode } from 'react';
import './disclosed-form.css';
import { Button } from './button';

type Props = {
  /** The button that opens and folds the form. */
  label: string;
  /** Why the button is off (the list is full), said beside it; null while it is on. */
  unavailable?: { note: string; noteClassName: string } | null;
  /** The form, mounted while open: `cancel` folds it and refocuses the button, `close` folds it. */
  children: (actions: { cancel: () => void; close: () => void }) => ReactNode;
};

export function DisclosedForm({ label, unavailable = null, children }: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);

  function cancel() {
    setShown(false);
    document.getElementById(`${id}-toggle`)?.focus();
  }

  return (
    <div className="disclosed-form">
      <Button
        id={`${id}-toggle`}
        look="primary"
        aria-expanded={shown}
        aria-controls={`${id}-form`}
        aria-describedby={unavailable ? `${id}-full` : undefined}
        disabled={unavailable !== null}
        onClick={() => setShown((current) => !current)}
      >
        {label}
      </Button>
      {unavailable && (
        <p id={`${id}-full`} className={unavailable.noteClassName}>
          {unavailable.note}
        </p>
      )}
      <div id={`${id}-form`} hidden={!shown}>
        {shown && children({ cancel, close: () => setShown(false) })}
      </div>
    </div>
  );
}

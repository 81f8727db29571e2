// A form's date and time, as wall-clock time in the event's zone: its hint under it where it has one,
// and a button that empties it where it may be left empty.
import { describedBy } from '../lib/field-errors';
import { FormField } from './form-field';
import './date-time-field.css';
import { Button } from './button';

type Props = {
  id: string;
  label: string;
  error: string | null;
  /** The datetime-local value; empty for no time. */
  value: string;
  onChange: (value: string) => void;
  /** A time that may be left empty: no required mark, and this button empties it. */
  clearLabel?: string;
  /** What the time means, said under it and read with it. */
  hint?: string;
};

export function DateTimeField({ id, label, error, value, onChange, clearLabel, hint }: Props) {
  const hintId = `${id}-hint`;
  return (
    <FormField optional={clearLabel !== undefined} id={id} label={label} error={error}>
      {(control) => (
        <div className="date-time-field">
          <input
            {...control}
            aria-describedby={describedBy(control['aria-describedby'], hint && hintId)}
            type="datetime-local"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {hint && (
            <span id={hintId} className="field-hint">
              {hint}
            </span>
          )}
          {clearLabel !== undefined && (
            <Button look="link" disabled={value === ''} onClick={() => onChange('')}>
              {clearLabel}
            </Button>
          )}
        </div>
      )}
    </FormField>
  );
}

// A labelled form control with its required mark and error text wired up for screen readers.
import type { ReactNode } from 'react';

/** What the control spreads on itself so its label, requirement and error reach screen readers. */
type ControlProps = {
  id: string;
  'aria-required': true;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type Props = {
  id: string;
  label: string;
  error: string | null;
  children: (control: ControlProps) => ReactNode;
};

/** A required field of a form: its label with the required mark, the control, and its error. */
export function FormField({ id, label, error, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      {children({
        id,
        'aria-required': true,
        'aria-invalid': error !== null,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

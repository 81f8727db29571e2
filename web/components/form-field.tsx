// A labelled form control with its required mark (unless optional) and error text wired up for
// screen readers.
import type { ReactNode } from 'react';

/** What the control spreads on itself so its label, requirement and error reach screen readers. */
type ControlProps = {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type Props = {
  id: string;
  label: string;
  error: string | null;
  /** A field that may be left empty: no required mark. */
  optional?: boolean;
  children: (control: ControlProps) => ReactNode;
};

/** A field of a form: its label (with the required mark), the control, and its error. */
export function FormField({ id, label, error, optional = false, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
        {!optional && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        'aria-required': optional ? undefined : true,
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

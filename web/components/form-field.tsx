// A labelled form control with its required mark (unless optional), its hint and its error text
// wired up for screen readers.
import type { ReactNode } from 'react';
import { describedBy } from '../lib/field-errors';

/** What the control spreads on itself so its label, requirement, hint and error reach screen readers. */
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
  /** What the field wants, said under the control and read with it. */
  hint?: string | null;
  children: (control: ControlProps) => ReactNode;
};

/** A field of a form: its label (with the required mark), the control, its hint and its error. */
export function FormField({ id, label, error, optional = false, hint, children }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
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
        'aria-describedby': describedBy(error ? errorId : undefined, hint ? hintId : undefined),
      })}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

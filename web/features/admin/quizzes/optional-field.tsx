// A labelled form control that may be left empty, with its error wired up for screen readers as
// FormField wires a required one's.
import type { ReactNode } from 'react';
import { errorIdOf } from './field-errors';

/** What the control spreads on itself so its label and error reach screen readers. */
type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type Props = {
  id: string;
  label: string;
  error: string | null;
  children: (control: ControlProps) => ReactNode;
};

export function OptionalField({ id, label, error, children }: Props) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error !== null,
        'aria-describedby': error ? errorIdOf(id) : undefined,
      })}
      {error && (
        <span id={errorIdOf(id)} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

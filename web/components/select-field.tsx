// A form's list to choose from in its FormField: its label, hint and error, and the value chosen
// handed back as it changes.
import type { ReactNode } from 'react';
import { FormField } from './form-field';

type Props<Value extends string> = {
  id: string;
  label: string;
  error: string | null;
  optional?: boolean;
  hint?: string | null;
  value: Value;
  onChange: (value: Value) => void;
  /** The options, each with one of the values. */
  children: ReactNode;
};

export function SelectField<Value extends string>(props: Props<Value>) {
  const { id, label, error, optional, hint, value, onChange, children } = props;
  return (
    <FormField id={id} label={label} error={error} optional={optional} hint={hint}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value as Value)}
        >
          {children}
        </select>
      )}
    </FormField>
  );
}

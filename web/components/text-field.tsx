// A form's text box (text, a number, an address) in its FormField: its label, hint and error, and
// the text typed handed back as it changes.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from './form-field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  error: string | null;
  optional?: boolean;
  hint?: string | null;
  value: string;
  onChange: (value: string) => void;
  /** What follows the box inside the field: the suggestions of its list. */
  children?: ReactNode;
};

export function TextField(props: Props) {
  const { id, label, error, optional, hint, value, onChange, children, ...input } = props;
  return (
    <FormField id={id} label={label} error={error} optional={optional} hint={hint}>
      {(control) => (
        <>
          <input
            {...control}
            {...input}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {children}
        </>
      )}
    </FormField>
  );
}

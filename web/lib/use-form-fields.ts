// The skeleton every new and edit form of the admin area shares: its fields as the form holds them,
// the errors beside them, and a submit that checks the request the fields make with its shared
// schema before anything is sent; a server's refusal naming a field shows beside that field too.
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldId, useFieldErrors, type FieldErrors, type FieldRefusalCode } from './field-errors';

type Options<Fields, Schema extends z.ZodType> = {
  /** The fields to start with: a new thing's blanks, or those of the thing edited. */
  initial: Fields | (() => Fields);
  /** The request's shared schema, which names a refused field by its path in the request. */
  schema: Schema;
  /** The request the fields make (still to be checked). */
  toInput: (fields: Fields) => unknown;
  /** The server's refusal that names a field of this form. */
  refusalCode: FieldRefusalCode;
};

/** What a fieldset of a form's fields takes: its ids' prefix, the fields, their errors, the change. */
export type Fieldset<Fields> = {
  idPrefix: string;
  fields: Fields;
  errors: FieldErrors;
  /** `edited`: the request's paths whose errors the change puts right; else the changed fields'. */
  onChange: (changes: Partial<Fields>, ...edited: string[]) => void;
};

/**
 * One field of a fieldset as its control takes it: its id and its error by the field's path in the
 * request (its name, unless the request names it otherwise), its value, and its change.
 */
export function bindField<Fields, Name extends keyof Fields & string>(
  { idPrefix, fields, errors, onChange }: Fieldset<Fields>,
  name: Name,
  path: string = name,
) {
  return {
    id: fieldId(idPrefix, path),
    error: errors[path] ?? null,
    value: fields[name],
    onChange: (value: Fields[Name]) => {
      const changes: Partial<Fields> = {};
      changes[name] = value;
      onChange(changes, path);
    },
  };
}

/**
 * A form's fields and errors. `change` merges changed fields in and forgets the errors they put
 * right; `refuse` is the form's mutation's onError; `handleSubmit(send)` is the form's onSubmit,
 * handing `send` the checked request; `reset` puts fields in place, as saved or blank again.
 */
export function useFormFields<Fields extends object, Schema extends z.ZodType>({
  initial,
  schema,
  toInput,
  refusalCode,
}: Options<Fields, Schema>) {
  const idPrefix = useId();
  const [fields, setFields] = useState<Fields>(initial);
  const { errors, errorOf, check, refuse, clear } = useFieldErrors(idPrefix, refusalCode);

  /** `edited`: the request's paths whose errors the change puts right; else the changed fields'. */
  function change(changes: Partial<Fields>, ...edited: string[]) {
    setFields((current) => ({ ...current, ...changes }));
    for (const field of edited.length > 0 ? edited : Object.keys(changes)) clear(field);
  }

  /** The request the fields make, checked; null, with the refused fields shown, when it is not one. */
  function parse(): z.infer<Schema> | null {
    return check(schema, toInput(fields));
  }

  const handleSubmit = (send: (input: z.infer<Schema>) => void) => (event: FormEvent) => {
    event.preventDefault();
    const input = parse();
    if (input) send(input);
  };

  const fieldset: Fieldset<Fields> = { idPrefix, fields, errors, onChange: change };

  return {
    idPrefix,
    /** The id of the control for a field: its path in the request. */
    idOf: (field: string) => fieldId(idPrefix, field),
    fields,
    change,
    reset: setFields,
    errors,
    errorOf,
    refuse,
    parse,
    handleSubmit,
    fieldset,
    /** One of the form's fields as its control takes it (bindField). */
    field: <Name extends keyof Fields & string>(name: Name, path?: string) =>
      bindField(fieldset, name, path),
  };
}

// A text the event keeps in English and in Hindi, as two text boxes: the English one required, the
// Hindi one optional and typed as Hindi. A change to either puts right the errors of both.
import { fieldId } from '../lib/field-errors';
import type { Fieldset } from '../lib/use-form-fields';
import { TextField } from './text-field';

type Texts = { en: string; hi: string };

const LANGUAGES = ['en', 'hi'] as const;

type Props<Name extends string, Fields extends Record<Name, Texts>> = {
  fieldset: Fieldset<Fields>;
  /** The field holding both texts; each box's path in the request is `name.en`, `name.hi`. */
  name: Name;
  labels: Texts;
  maxLength: number;
};

export function BilingualTextField<Name extends string, Fields extends Record<Name, Texts>>({
  fieldset: { idPrefix, fields, errors, onChange },
  name,
  labels,
  maxLength,
}: Props<Name, Fields>) {
  const texts = fields[name];
  return LANGUAGES.map((language) => {
    const path = `${name}.${language}`;
    return (
      <TextField
        key={language}
        id={fieldId(idPrefix, path)}
        label={labels[language]}
        error={errors[path] ?? null}
        optional={language === 'hi'}
        lang={language === 'hi' ? 'hi' : undefined}
        maxLength={maxLength}
        value={texts[language]}
        onChange={(text) => {
          const changes: Partial<Fields> = {};
          changes[name] = { ...texts, [language]: text };
          onChange(changes);
        }}
      />
    );
  });
}

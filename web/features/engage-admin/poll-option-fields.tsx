// A poll's options: two to six, each in English and (optionally) Hindi, added and removed in place;
// the keyboard goes to the new option's box, or to the next one's after a removal.
import { useTranslation } from 'react-i18next';
import { POLL_OPTION_CHARS, POLL_OPTIONS } from '../../../common/engage';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { fieldId } from '../../lib/field-errors';
import type { Fieldset } from '../../lib/use-form-fields';
import { optionFields, type ActivityFields, type OptionFields } from './activity-fields';

type Props = {
  fieldset: Fieldset<ActivityFields>;
  /** People voted already: the options stay as they are. */
  locked: boolean;
};

export function PollOptionFields({ fieldset, locked }: Props) {
  const { t } = useTranslation();
  const { idPrefix, fields, errors, onChange } = fieldset;
  const { options } = fields;
  const countError = errors.options ?? null;
  const legendId = `${idPrefix}-options-legend`;

  const focusLater = (id: string) =>
    window.requestAnimationFrame(() => document.getElementById(id)?.focus());

  /** `edited`: the box typed in; else every option's errors go, their places having moved. */
  function change(next: OptionFields[], edited = 'options') {
    onChange({ options: next }, edited);
  }

  function add() {
    const added = optionFields();
    change([...options, added]);
    focusLater(fieldId(idPrefix, `options.${options.length}.en`));
  }

  function remove(index: number) {
    change(options.filter((_, place) => place !== index));
    const next = Math.min(index, options.length - 2);
    focusLater(fieldId(idPrefix, `options.${next}.en`));
  }

  return (
    <fieldset
      className="engage-options"
      aria-labelledby={legendId}
      aria-describedby={countError ? `${fieldId(idPrefix, 'options')}-error` : undefined}
    >
      <legend id={legendId} className="field-label">
        {t('engage.form.options')}
      </legend>
      <ol className="engage-option-list">
        {options.map((option, index) => {
          const number = index + 1;
          const edit = (language: 'en' | 'hi') => (text: string) =>
            change(
              options.map((item) => (item.id === option.id ? { ...item, [language]: text } : item)),
              `options.${index}.${language}`,
            );
          return (
            <li key={option.id} className="engage-option">
              <TextField
                id={fieldId(idPrefix, `options.${index}.en`)}
                label={t('engage.form.optionEn', { number })}
                error={errors[`options.${index}.en`] ?? null}
                maxLength={POLL_OPTION_CHARS}
                value={option.en}
                readOnly={locked}
                onChange={edit('en')}
              />
              <TextField
                id={fieldId(idPrefix, `options.${index}.hi`)}
                label={t('engage.form.optionHi', { number })}
                error={errors[`options.${index}.hi`] ?? null}
                optional
                lang="hi"
                maxLength={POLL_OPTION_CHARS}
                value={option.hi}
                readOnly={locked}
                onChange={edit('hi')}
              />
              {!locked && options.length > POLL_OPTIONS.min && (
                <Button look="link" onClick={() => remove(index)}>
                  {t('engage.form.removeOption', { number })}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {/* The box the keyboard goes to when the count is refused. */}
      <span id={fieldId(idPrefix, 'options')} tabIndex={-1} className="visually-hidden">
        {t('engage.form.optionsCount', { count: options.length })}
      </span>
      {countError && (
        <span id={`${fieldId(idPrefix, 'options')}-error`} className="field-error">
          {countError}
        </span>
      )}
      {!locked && options.length < POLL_OPTIONS.max && (
        <div>
          <Button look="secondary" onClick={add}>
            {t('engage.form.addOption')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

// A question's options, 2 to 6, each with its text and a radio that marks it the correct one; the
// buttons add an option at the end or remove one, and the keyboard stays where the organiser works.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QUIZ_LIMITS } from '../../../common/quiz';
import { errorIdOf, fieldId, type FieldErrors } from '../../lib/field-errors';
import { Button } from '../../components/button';

type OptionsValue = { options: string[]; correct: number | null };

type Props = {
  idPrefix: string;
  value: OptionsValue;
  errors: FieldErrors;
  onChange: (value: OptionsValue, field: string) => void;
};

export function OptionFields({ idPrefix, value, errors, onChange }: Props) {
  const { t } = useTranslation();
  const { options, correct } = value;
  const id = (field: string) => fieldId(idPrefix, field);
  // After an option is added or removed, the option to type in next.
  const focusNext = useRef<number | null>(null);

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(id(`options.${focusNext.current}`))?.focus();
    focusNext.current = null;
  });

  function setText(index: number, text: string) {
    onChange(
      { options: options.map((o, i) => (i === index ? text : o)), correct },
      `options.${index}`,
    );
  }
  function add() {
    focusNext.current = options.length;
    onChange({ options: [...options, ''], correct }, 'options');
  }
  function remove(index: number) {
    focusNext.current = Math.min(index, options.length - 2);
    // The correct option keeps its mark as the ones before it move up; removing it clears the mark.
    const next =
      correct === null || correct === index ? null : correct > index ? correct - 1 : correct;
    onChange({ options: options.filter((_, i) => i !== index), correct: next }, 'options');
  }

  const messages = (['options', 'correct'] as const).filter((field) => errors[field]);
  return (
    <fieldset
      id={id('options')}
      tabIndex={-1}
      className="quiz-plain quiz-options-editor"
      aria-describedby={messages.map((field) => errorIdOf(id(field))).join(' ') || undefined}
    >
      <legend className="field-label">{t('quizEditor.question.options')}</legend>
      <ol className="quiz-option-rows">
        {options.map((option, index) => {
          const optionError = errors[`options.${index}`];
          return (
            <li key={index} className="quiz-option-row">
              <div className="field quiz-option-text">
                <label className="field-label" htmlFor={id(`options.${index}`)}>
                  {t('quizEditor.question.option', { number: index + 1 })}
                </label>
                <input
                  id={id(`options.${index}`)}
                  aria-required
                  aria-invalid={optionError !== undefined}
                  aria-describedby={optionError ? errorIdOf(id(`options.${index}`)) : undefined}
                  maxLength={QUIZ_LIMITS.optionChars}
                  value={option}
                  onChange={(event) => setText(index, event.target.value)}
                />
                {optionError && (
                  <span id={errorIdOf(id(`options.${index}`))} className="field-error">
                    {optionError}
                  </span>
                )}
              </div>
              <div className="quiz-option-controls">
                <label className="quiz-correct">
                  <input
                    type="radio"
                    id={index === 0 ? id('correct') : undefined}
                    name={id('correct')}
                    checked={correct === index}
                    aria-invalid={errors.correct !== undefined}
                    aria-label={t('quizEditor.question.markCorrect', { number: index + 1 })}
                    onChange={() => onChange({ options, correct: index }, 'correct')}
                  />
                  <span aria-hidden="true">{t('quizEditor.question.correct')}</span>
                </label>
                <Button
                  look="link"
                  disabled={options.length <= QUIZ_LIMITS.minOptions}
                  onClick={() => remove(index)}
                >
                  {t('quizEditor.question.removeOption', { number: index + 1 })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {messages.map((field) => (
        <span key={field} id={errorIdOf(id(field))} className="field-error">
          {errors[field]}
        </span>
      ))}
      <Button look="secondary" disabled={options.length >= QUIZ_LIMITS.maxOptions} onClick={add}>
        {t('quizEditor.question.addOption')}
      </Button>
    </fieldset>
  );
}

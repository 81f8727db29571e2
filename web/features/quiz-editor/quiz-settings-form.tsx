// A quiz's settings: its titles, where it appears, the size and pace of a play, the Open switch and
// the schedule, as wall-clock times in the event's time zone.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QuizInput } from '../../../common/quiz';
import { useToast } from '../../components/toast/toast-provider';
import { useEventTimeZone } from '../../lib/event-time';
import { fieldId, useFieldErrors } from '../../lib/field-errors';
import { FormField } from '../../components/form-field';
import {
  hasPlays,
  quizEditorKeys,
  saveQuiz,
  type AdminQuiz,
  type QuizDetail,
} from './quiz-editor-api';
import { QuizFieldset, quizFieldsOf, toQuizInput, type QuizFields } from './quiz-fields';

type Props = { quiz: AdminQuiz; readOnly: boolean };

export function QuizSettingsForm({ quiz, readOnly }: Props) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const timeZone = useEventTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [fields, setFields] = useState<QuizFields>(() => quizFieldsOf(quiz));
  const { errors, errorOf, check, refuse, clear } = useFieldErrors(idPrefix, 'invalid_quiz');
  const save = useMutation({
    mutationFn: (input: QuizInput) => saveQuiz(quiz.id, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData<QuizDetail>(quizEditorKeys.detail(quiz.id), (current) =>
        current ? { ...current, quiz: saved } : current,
      );
      setFields(quizFieldsOf(saved));
      toast.show(t('quizEditor.settings.saved'), 'success');
      await queryClient.invalidateQueries({ queryKey: quizEditorKeys.list() });
    },
    onError: (error) => {
      refuse(error);
    },
  });

  function change(changes: Partial<QuizFields>) {
    setFields((current) => ({ ...current, ...changes }));
    for (const field of Object.keys(changes)) clear(field);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = check(QuizInput, toQuizInput(fields));
    if (input) save.mutate(input);
  }

  const scheduleField = (field: 'opensAt' | 'closesAt') => (
    <FormField
      optional
      id={fieldId(idPrefix, field)}
      label={t(`quizEditor.fields.${field}`, { zone: timeZone })}
      error={errorOf(field)}
    >
      {(control) => (
        <div className="quiz-time">
          <input
            {...control}
            type="datetime-local"
            value={fields[field]}
            onChange={(event) => change({ [field]: event.target.value })}
          />
          <button
            type="button"
            className="button button-link"
            disabled={fields[field] === ''}
            onClick={() => change({ [field]: '' })}
          >
            {t(`quizEditor.fields.${field}Clear`)}
          </button>
        </div>
      )}
    </FormField>
  );

  return (
    <form className="form admin-card" onSubmit={handleSubmit} noValidate>
      <h3>{t('quizEditor.settings.heading')}</h3>
      <fieldset className="quiz-plain" disabled={readOnly}>
        <div className="form">
          <QuizFieldset
            idPrefix={idPrefix}
            fields={fields}
            errors={errors}
            onChange={change}
            kindLocked={hasPlays(quiz)}
          />
          <div>
            <label className="switch-row quiz-switch">
              <input
                id={fieldId(idPrefix, 'open')}
                type="checkbox"
                role="switch"
                aria-describedby={fieldId(idPrefix, 'open-hint')}
                checked={fields.open}
                onChange={(event) => change({ open: event.target.checked })}
              />
              <span>{t('quizEditor.fields.open')}</span>
            </label>
            <p id={fieldId(idPrefix, 'open-hint')} className="quiz-note">
              {t('quizEditor.fields.openHint')}
            </p>
          </div>
          <fieldset className="quiz-plain quiz-schedule">
            <legend className="field-label">{t('quizEditor.fields.schedule')}</legend>
            <p className="quiz-note">{t('quizEditor.fields.scheduleHint')}</p>
            {scheduleField('opensAt')}
            {scheduleField('closesAt')}
          </fieldset>
          {!readOnly && (
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {t('quizEditor.settings.save')}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}

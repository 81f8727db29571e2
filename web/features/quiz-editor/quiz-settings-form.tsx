// A quiz's settings: its titles, where it appears, the size and pace of a play, the Open switch and
// the schedule, as wall-clock times in the event's time zone.
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-provider';
import { useEventTimeZone } from '../../lib/event-time';
import { DateTimeField } from '../../components/date-time-field';
import { FormButtons } from '../../components/form-buttons';
import { SwitchField } from '../../components/switch-field';
import { hasPlays, useSaveQuiz, type AdminQuiz } from './quiz-editor-api';
import { QuizFieldset, quizFieldsOf, useQuizForm } from './quiz-fields';

type Props = { quiz: AdminQuiz; readOnly: boolean };

export function QuizSettingsForm({ quiz, readOnly }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const timeZone = useEventTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { idOf, fields, change, reset, errorOf, refuse, handleSubmit, fieldset } = useQuizForm(() =>
    quizFieldsOf(quiz),
  );
  const save = useSaveQuiz(quiz.id, {
    onSuccess: (saved) => {
      reset(quizFieldsOf(saved));
      toast.show(t('quizEditor.settings.saved'), 'success');
    },
    onError: refuse,
  });

  const scheduleField = (field: 'opensAt' | 'closesAt') => (
    <DateTimeField
      id={idOf(field)}
      label={t(`quizEditor.fields.${field}`, { zone: timeZone })}
      error={errorOf(field)}
      value={fields[field]}
      onChange={(value) => change({ [field]: value })}
      clearLabel={t(`quizEditor.fields.${field}Clear`)}
    />
  );

  return (
    <form className="form admin-card" onSubmit={handleSubmit(save.mutate)} noValidate>
      <h3>{t('quizEditor.settings.heading')}</h3>
      <fieldset className="quiz-plain" disabled={readOnly}>
        <div className="form">
          <QuizFieldset {...fieldset} kindLocked={hasPlays(quiz)} />
          <SwitchField
            id={idOf('open')}
            label={t('quizEditor.fields.open')}
            hint={t('quizEditor.fields.openHint')}
            checked={fields.open}
            onChange={(open) => change({ open })}
            className="quiz-switch"
            hintClassName="quiz-note"
          />
          <fieldset className="quiz-plain quiz-schedule">
            <legend className="field-label">{t('quizEditor.fields.schedule')}</legend>
            <p className="quiz-note">{t('quizEditor.fields.scheduleHint')}</p>
            {scheduleField('opensAt')}
            {scheduleField('closesAt')}
          </fieldset>
          {!readOnly && (
            <FormButtons submitLabel={t('quizEditor.settings.save')} busy={save.isPending} />
          )}
        </div>
      </fieldset>
    </form>
  );
}

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
  const form = useQuizForm(() => quizFieldsOf(quiz));
  const save = useSaveQuiz(quiz.id, {
    onSuccess: (saved) => {
      form.reset(quizFieldsOf(saved));
      toast.show(t('quizEditor.settings.saved'), 'success');
    },
    onError: form.refuse,
  });

  const scheduleField = (name: 'opensAt' | 'closesAt') => (
    <DateTimeField
      {...form.field(name)}
      label={t(`quizEditor.fields.${name}`, { zone: timeZone })}
      clearLabel={t(`quizEditor.fields.${name}Clear`)}
    />
  );

  return (
    <form className="form admin-card" onSubmit={form.handleSubmit(save.mutate)} noValidate>
      <h3>{t('quizEditor.settings.heading')}</h3>
      <fieldset className="quiz-plain" disabled={readOnly}>
        <div className="form">
          <QuizFieldset {...form.fieldset} kindLocked={hasPlays(quiz)} />
          <SwitchField
            id={form.idOf('open')}
            label={t('quizEditor.fields.open')}
            hint={t('quizEditor.fields.openHint')}
            checked={form.fields.open}
            onChange={(open) => form.change({ open })}
            className="quiz-switch"
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

// A quiz's settings: its titles, where it appears, the size and pace of a play, when players can
// play it (one choice: open now, open at a time, or closed, with an optional closing time), and
// whether each play shows the options in an order of its own. Times are wall-clock times in the
// event's time zone.
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-provider';
import { useEventTimeZone } from '../../lib/event-time';
import { ChoiceField } from '../../components/choice-field';
import { DateTimeField } from '../../components/date-time-field';
import { FormButtons } from '../../components/form-buttons';
import { SwitchField } from '../../components/switch-field';
import type { QuizInput } from '../../../common/quiz';
import { hasPlays, useSaveQuiz, type AdminQuiz } from './quiz-editor-api';
import { useCloseConfirmation } from './quiz-open-now';
import { QUIZ_WHEN, QuizFieldset, quizFieldsOf, useQuizForm } from './quiz-fields';

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
  const { when } = form.fields;
  const { askToClose, counting, dialog } = useCloseConfirmation(quiz);

  /** Saved as sent; a quiz open now and saved as Closed is closed only as Close now would. */
  function handleSave(input: QuizInput) {
    if (quiz.status === 'open' && when === 'closed') askToClose(() => save.mutate(input));
    else save.mutate(input);
  }

  const scheduleField = (name: 'opensAt' | 'closesAt', hint: string) => (
    <DateTimeField
      {...form.field(name)}
      label={t(`quizEditor.fields.${name}`, { zone: timeZone })}
      hint={hint}
      clearLabel={name === 'closesAt' ? t('quizEditor.fields.closesAtClear') : undefined}
    />
  );

  return (
    <form className="form admin-card" onSubmit={form.handleSubmit(handleSave)} noValidate>
      <h3>{t('quizEditor.settings.heading')}</h3>
      <fieldset className="quiz-plain" disabled={readOnly}>
        <div className="form">
          <QuizFieldset {...form.fieldset} kindLocked={hasPlays(quiz)} />
          <ChoiceField
            {...form.field('when', 'open')}
            legend={t('quizEditor.fields.when')}
            choices={QUIZ_WHEN}
            labelOf={(choice) => t(`quizEditor.when.${choice}`)}
            hintOf={(choice) => t(`quizEditor.whenHints.${choice}`)}
          />
          {when === 'scheduled' && scheduleField('opensAt', t('quizEditor.fields.opensAtHint'))}
          {when !== 'closed' && scheduleField('closesAt', t('quizEditor.fields.closesAtHint'))}
          <SwitchField
            id={form.idOf('shuffleOptions')}
            label={t('quizEditor.fields.shuffleOptions')}
            hint={t('quizEditor.fields.shuffleOptionsHint')}
            checked={form.fields.shuffleOptions}
            onChange={(shuffleOptions) => form.change({ shuffleOptions })}
            className="quiz-switch"
          />
          {!readOnly && (
            <FormButtons
              submitLabel={t('quizEditor.settings.save')}
              busy={save.isPending || counting}
            />
          )}
          {dialog}
        </div>
      </fieldset>
    </form>
  );
}

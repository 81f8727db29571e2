// "New quiz": the few settings a quiz starts with; it is created closed, without a schedule, and
// the organiser goes on in its editor.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DisclosedForm } from '../../components/disclosed-form';
import { FormButtons } from '../../components/form-buttons';
import { useToast } from '../../components/toast/toast-provider';
import { useCreateQuiz } from './quiz-editor-api';
import { NEW_QUIZ_FIELDS, QuizFieldset, toQuizInput, useQuizForm } from './quiz-fields';

export function NewQuizForm() {
  const { t } = useTranslation();
  return (
    <DisclosedForm label={t('quizEditor.list.newQuiz')}>
      {({ cancel }) => <NewQuizFields onCancel={cancel} />}
    </DisclosedForm>
  );
}

function NewQuizFields({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  // A new quiz is closed and unscheduled until its questions are in.
  const form = useQuizForm(NEW_QUIZ_FIELDS, (fields) =>
    toQuizInput({ ...fields, when: 'closed', opensAt: '', closesAt: '' }),
  );
  const create = useCreateQuiz({
    onSuccess: async (quiz) => {
      toast.show(t('quizEditor.list.created'), 'success');
      await navigate(`/admin/quizzes/${quiz.id}`);
    },
    onError: form.refuse,
  });

  return (
    <form className="form admin-card" onSubmit={form.handleSubmit(create.mutate)} noValidate>
      <h3>{t('quizEditor.list.newQuizHeading')}</h3>
      <QuizFieldset {...form.fieldset} kindLocked={false} />
      <FormButtons
        submitLabel={t('quizEditor.list.create')}
        busy={create.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}

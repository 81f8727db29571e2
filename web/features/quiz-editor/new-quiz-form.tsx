// "New quiz": the few settings a quiz starts with; it is created closed, without a schedule, and
// the organiser goes on in its editor.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QuizInput } from '../../../common/quiz';
import { useToast } from '../../components/toast/toast-provider';
import { useFormFields } from '../../lib/use-form-fields';
import { useCreateQuiz } from './quiz-editor-api';
import { NEW_QUIZ_FIELDS, QuizFieldset, toQuizInput } from './quiz-fields';

export function NewQuizForm() {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  function handleCancel() {
    setShown(false);
    toggle.current?.focus();
  }

  return (
    <div className="quiz-new">
      <button
        ref={toggle}
        type="button"
        className="button button-primary"
        aria-expanded={shown}
        aria-controls={`${id}-form`}
        onClick={() => setShown((current) => !current)}
      >
        {t('quizEditor.list.newQuiz')}
      </button>
      <div id={`${id}-form`} hidden={!shown}>
        {shown && <NewQuizFields onCancel={handleCancel} />}
      </div>
    </div>
  );
}

function NewQuizFields({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useFormFields({
    initial: NEW_QUIZ_FIELDS,
    schema: QuizInput,
    // A new quiz is closed and unscheduled until its questions are in.
    toInput: (fields) => toQuizInput({ ...fields, open: false, opensAt: '', closesAt: '' }),
    refusalCode: 'invalid_quiz',
  });
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
      <QuizFieldset
        idPrefix={form.idPrefix}
        fields={form.fields}
        errors={form.errors}
        onChange={form.change}
        kindLocked={false}
      />
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {t('quizEditor.list.create')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('quizEditor.cancel')}
        </button>
      </div>
    </form>
  );
}

// "New quiz": the few settings a quiz starts with; it is created closed, without a schedule, and
// the organiser goes on in its editor.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QuizInput } from '../../../common/quiz';
import { useToast } from '../../components/toast/toast-provider';
import { useFieldErrors } from '../../lib/field-errors';
import { createQuiz, quizEditorKeys } from './quiz-editor-api';
import { NEW_QUIZ_FIELDS, QuizFieldset, toQuizInput, type QuizFields } from './quiz-fields';

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
  const idPrefix = useId();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<QuizFields>(NEW_QUIZ_FIELDS);
  const { errors, check, refuse, clear } = useFieldErrors(idPrefix, 'invalid_quiz');
  const create = useMutation({
    mutationFn: createQuiz,
    onSuccess: async (quiz) => {
      toast.show(t('quizEditor.list.created'), 'success');
      void queryClient.invalidateQueries({ queryKey: quizEditorKeys.all });
      await navigate(`/admin/quizzes/${quiz.id}`);
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
    // A new quiz is closed and unscheduled until its questions are in.
    const input = check(
      QuizInput,
      toQuizInput({ ...fields, open: false, opensAt: '', closesAt: '' }),
    );
    if (input) create.mutate(input);
  }

  return (
    <form className="form admin-card" onSubmit={handleSubmit} noValidate>
      <h3>{t('quizEditor.list.newQuizHeading')}</h3>
      <QuizFieldset
        idPrefix={idPrefix}
        fields={fields}
        errors={errors}
        onChange={change}
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

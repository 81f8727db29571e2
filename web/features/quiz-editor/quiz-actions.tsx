// A quiz's buttons: Duplicate, Archive or Restore, and Delete while nobody has played it (after a
// confirmation). The list shows them on each row, the editor in its header.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import {
  hasPlays,
  useArchiveQuiz,
  useDeleteQuiz,
  useDuplicateQuiz,
  useRestoreQuiz,
  type AdminQuiz,
} from './quiz-editor-api';

type Props = {
  quiz: AdminQuiz;
  /** Offers Delete when the quiz has no plays. */
  deletable?: boolean;
  /** After the copy is made: the editor opens it. */
  onDuplicated?: (copy: AdminQuiz) => void;
};

export function QuizActions({ quiz, deletable = false, onDuplicated }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const title = quiz.title.en;

  const done = (text: string) => ({ onSuccess: () => toast.show(text, 'success') });
  const duplicate = useDuplicateQuiz(quiz.id, {
    onSuccess: (copy) => {
      toast.show(t('quizEditor.actions.duplicated', { title: copy.title.en }), 'success');
      onDuplicated?.(copy);
    },
  });
  const archive = useArchiveQuiz(quiz.id, done(t('quizEditor.actions.archived', { title })));
  const restore = useRestoreQuiz(quiz.id, done(t('quizEditor.actions.restored', { title })));
  const remove = useDeleteQuiz(quiz.id, done(t('quizEditor.actions.deleted', { title })));
  const busy = duplicate.isPending || archive.isPending || restore.isPending || remove.isPending;

  return (
    <div className="quiz-actions">
      <button
        type="button"
        className="button button-secondary"
        aria-label={t('quizEditor.actions.duplicateNamed', { title })}
        disabled={busy}
        onClick={() => duplicate.mutate()}
      >
        {t('quizEditor.actions.duplicate')}
      </button>
      {quiz.archived ? (
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('quizEditor.actions.restoreNamed', { title })}
          disabled={busy}
          onClick={() => restore.mutate()}
        >
          {t('quizEditor.actions.restore')}
        </button>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('quizEditor.actions.archiveNamed', { title })}
          disabled={busy}
          onClick={() => archive.mutate()}
        >
          {t('quizEditor.actions.archive')}
        </button>
      )}
      {deletable && !hasPlays(quiz) && (
        <button
          type="button"
          className="button button-link"
          aria-label={t('quizEditor.actions.deleteNamed', { title })}
          disabled={busy}
          onClick={() => setConfirmingDelete(true)}
        >
          {t('quizEditor.actions.delete')}
        </button>
      )}
      <ConfirmDialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={t('quizEditor.actions.confirmDelete', { title })}
        description={t('quizEditor.actions.deleteExplained', { count: quiz.questionCount })}
        cancelLabel={t('quizEditor.cancel')}
        confirmLabel={t('quizEditor.actions.delete')}
        onConfirm={() => {
          setConfirmingDelete(false);
          remove.mutate();
        }}
      />
    </div>
  );
}

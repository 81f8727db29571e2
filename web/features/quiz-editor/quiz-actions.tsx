// A quiz's buttons: Duplicate, Archive or Restore, and Delete while nobody has played it (after a
// confirmation). The list shows them on each row, the editor in its header.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import {
  hasPlays,
  useArchiveQuiz,
  useDeleteQuiz,
  useDuplicateQuiz,
  useRestoreQuiz,
  type AdminQuiz,
} from './quiz-editor-api';

type Action = 'duplicate' | 'restore' | 'archive' | 'delete';

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
  const deleting = useConfirmation<AdminQuiz>();
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

  /** An action's button, named with the quiz for screen readers, off while any action is saved. */
  const action = (name: Action, onClick: () => void, look = 'button-secondary') => (
    <button
      type="button"
      className={`button ${look}`}
      aria-label={t(`quizEditor.actions.${name}Named`, { title })}
      disabled={busy}
      onClick={onClick}
    >
      {t(`quizEditor.actions.${name}`)}
    </button>
  );

  return (
    <div className="quiz-actions">
      {action('duplicate', () => duplicate.mutate())}
      {quiz.archived
        ? action('restore', () => restore.mutate())
        : action('archive', () => archive.mutate())}
      {deletable && !hasPlays(quiz) && action('delete', () => deleting.ask(quiz), 'button-link')}
      <ConfirmDialog
        title={t('quizEditor.actions.confirmDelete', { title })}
        description={t('quizEditor.actions.deleteExplained', { count: quiz.questionCount })}
        confirmLabel={t('quizEditor.actions.delete')}
        confirmation={deleting}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

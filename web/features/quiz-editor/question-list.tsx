// A quiz's questions in their order: each card edited in place, moved up or down (the keyboard
// stays on the moved question and the move is announced), or deleted; and a new question at the end.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast/toast-provider';
import { EditorQuestionCard } from './editor-question-card';
import { QuestionForm } from './question-form';
import { Button } from '../../components/button';
import './questions.css';
import { useDeleteQuestion, useOrderQuestions, type EditorQuestion } from './quiz-editor-api';

type Props = {
  quizId: string;
  questions: EditorQuestion[];
  readOnly: boolean;
  onShowRegrade: () => void;
};

/** A button to give the keyboard to: a question's, or Add question. */
type FocusTarget = { questionId: number; button: 'edit' | 'up' | 'down' } | 'add';

/** The button, and whether the questions on screen are already those it is for. */
type PendingFocus = { target: FocusTarget; ready: (questions: EditorQuestion[]) => boolean };

export function QuestionList({ quizId, questions, readOnly, onShowRegrade }: Props) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const toast = useToast();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const deleting = useConfirmation<EditorQuestion>();
  const [announcement, setAnnouncement] = useState('');
  // Given once the list shows the change: moving the focused button's card would lose its focus.
  const pendingFocus = useRef<PendingFocus | null>(null);
  const [, setFocusRequests] = useState(0);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending?.ready(questions)) return;
    pendingFocus.current = null;
    const { target } = pending;
    const id =
      target === 'add' ? `${idPrefix}-add` : `${idPrefix}-q${target.questionId}-${target.button}`;
    document.getElementById(id)?.focus();
  });

  function focusWhenReady(target: FocusTarget, ready: PendingFocus['ready']) {
    pendingFocus.current = { target, ready };
    setFocusRequests((count) => count + 1);
  }

  const order = useOrderQuestions(quizId);
  const remove = useDeleteQuestion(quizId, {
    onSuccess: () => toast.show(t('quizEditor.question.deleted'), 'success'),
  });

  function move(index: number, by: -1 | 1) {
    if (order.isPending) return;
    const to = index + by;
    const moved = questions[index]!;
    const ids = questions.map((q) => q.id);
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    order.mutate(ids, {
      onSuccess: () => {
        setAnnouncement(t('quizEditor.question.moved', { from: index + 1, to: to + 1 }));
        // The same button while it can still move that way; at either end, the other one.
        const atEnd = to === 0 || to === questions.length - 1;
        const button = by === -1 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down';
        focusWhenReady({ questionId: moved.id, button }, (shown) => shown[to]?.id === moved.id);
      },
    });
  }

  function handleDelete(question: EditorQuestion) {
    const index = questions.indexOf(question);
    const neighbour = questions[index + 1] ?? questions[index - 1];
    const gone = (shown: EditorQuestion[]) => !shown.some((q) => q.id === question.id);
    remove.mutate(question.id, {
      onSuccess: () =>
        focusWhenReady(neighbour ? { questionId: neighbour.id, button: 'edit' } : 'add', gone),
    });
  }

  function closeForm(target: FocusTarget) {
    setEditing(null);
    focusWhenReady(
      target,
      (shown) => target === 'add' || shown.some((q) => q.id === target.questionId),
    );
  }

  return (
    <section className="admin-card" aria-labelledby={`${idPrefix}-heading`}>
      <h3 id={`${idPrefix}-heading`}>
        {t('quizEditor.question.listHeading', { count: questions.length })}
      </h3>
      {questions.length === 0 && <p className="empty-state">{t('quizEditor.question.none')}</p>}
      <ol className="quiz-questions">
        {questions.map((question, index) => (
          <li key={question.id}>
            {editing === question.id ? (
              <QuestionForm
                quizId={quizId}
                question={question}
                number={index + 1}
                onClose={() => closeForm({ questionId: question.id, button: 'edit' })}
              />
            ) : (
              <EditorQuestionCard
                question={question}
                number={index + 1}
                total={questions.length}
                idPrefix={`${idPrefix}-q${question.id}`}
                readOnly={readOnly}
                onEdit={() => setEditing(question.id)}
                onMove={(by) => move(index, by)}
                onDelete={() => deleting.ask(question)}
                onShowRegrade={onShowRegrade}
              />
            )}
          </li>
        ))}
      </ol>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {!readOnly &&
        (editing === 'new' ? (
          <QuestionForm
            quizId={quizId}
            number={questions.length + 1}
            onClose={(saved) =>
              closeForm(saved === null ? 'add' : { questionId: saved, button: 'edit' })
            }
          />
        ) : (
          <Button id={`${idPrefix}-add`} look="primary" onClick={() => setEditing('new')}>
            {t('quizEditor.question.addButton')}
          </Button>
        ))}
      <ConfirmDialog
        title={t('quizEditor.question.confirmDelete', {
          number: deleting.subject ? questions.indexOf(deleting.subject) + 1 : 0,
        })}
        description={deleting.subject?.text ?? ''}
        confirmLabel={t('quizEditor.question.delete')}
        confirmation={deleting}
        onConfirm={handleDelete}
      />
    </section>
  );
}

// One question as the editor lists it: its text, picture and options with the correct one marked
// in words, its explanation, how many finished plays were served it, and its buttons.
import { useTranslation } from 'react-i18next';
import type { EditorQuestion } from './quiz-editor-api';
import { Button } from '../../components/button';

type Props = {
  question: EditorQuestion;
  /** Its place in the list, from 1. */
  number: number;
  total: number;
  /** The start of its buttons' ids (`${idPrefix}-edit` …), for the list to move the keyboard. */
  idPrefix: string;
  readOnly: boolean;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  onShowRegrade: () => void;
};

const checkMark = (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4 12.5 9.5 18 20 6" fill="none" stroke="currentColor" strokeWidth="3" />
  </svg>
);

export function EditorQuestionCard(props: Props) {
  const { question, number, total, idPrefix, readOnly } = props;
  const { t } = useTranslation();
  return (
    <article className="quiz-question" aria-labelledby={`${idPrefix}-heading`}>
      <h4 id={`${idPrefix}-heading`}>{t('quizEditor.question.heading', { number })}</h4>
      <p className="quiz-question-text">{question.text}</p>
      {question.imageUrl && (
        <img
          className="admin-thumb quiz-question-image"
          src={question.imageUrl}
          alt={t('quizEditor.image.alt', { number })}
          width={160}
          height={120}
          loading="lazy"
        />
      )}
      <ol className="quiz-question-options">
        {question.options.map((option, index) => (
          <li
            key={index}
            className={index === question.correct ? 'quiz-option-correct' : undefined}
          >
            <span>{option}</span>
            {index === question.correct && (
              <span className="quiz-correct-mark">
                {checkMark}
                {t('quizEditor.question.correct')}
              </span>
            )}
          </li>
        ))}
      </ol>
      {question.explanation && (
        <p className="quiz-question-explanation">
          <span className="quiz-question-explanation-label">
            {t('quizEditor.question.explanationShown')}
          </span>{' '}
          {question.explanation}
        </p>
      )}
      <p className="quiz-note">{t('quizEditor.question.served', { count: question.plays })}</p>
      {question.playsToRegrade > 0 && (
        <div className="quiz-regrade-notice">
          <p>{t('quizEditor.question.toRegrade', { count: question.playsToRegrade })}</p>
          {!readOnly && (
            <Button look="link" onClick={props.onShowRegrade}>
              {t('quizEditor.question.goToRegrade')}
            </Button>
          )}
        </div>
      )}
      {!readOnly && (
        <div className="quiz-question-actions">
          <Button
            id={`${idPrefix}-edit`}
            look="secondary"
            aria-label={t('quizEditor.question.editNamed', { number })}
            onClick={props.onEdit}
          >
            {t('quizEditor.question.edit')}
          </Button>
          <Button
            id={`${idPrefix}-up`}
            look="link"
            aria-label={t('quizEditor.question.moveUpNamed', { number })}
            disabled={number === 1}
            onClick={() => props.onMove(-1)}
          >
            {t('quizEditor.question.moveUp')}
          </Button>
          <Button
            id={`${idPrefix}-down`}
            look="link"
            aria-label={t('quizEditor.question.moveDownNamed', { number })}
            disabled={number === total}
            onClick={() => props.onMove(1)}
          >
            {t('quizEditor.question.moveDown')}
          </Button>
          <Button
            id={`${idPrefix}-delete`}
            look="link"
            aria-label={t('quizEditor.question.deleteNamed', { number })}
            onClick={props.onDelete}
          >
            {t('quizEditor.question.delete')}
          </Button>
        </div>
      )}
    </article>
  );
}

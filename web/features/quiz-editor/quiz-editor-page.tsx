// /admin/quizzes/:quizId: one quiz's editor: its settings and schedule beside its questions, the
// import from a spreadsheet and the regrade. An archived quiz is shown read-only until restored.
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryBoundary } from '../../components/query-boundary';
import { ApiError } from '../../lib/api';
import { QuestionImport } from './question-import';
import { QuestionList } from './question-list';
import { QuizActions } from './quiz-actions';
import { quizEditorQueries, type QuizDetail } from './quiz-editor-api';
import { OpenNowButton } from './quiz-open-now';
import { QuizSettingsForm } from './quiz-settings-form';
import { useClosedReason, useQuizStatusText } from './quiz-status';
import { RegradePanel } from './regrade-panel';
import './quiz-editor.css';

export function QuizEditorPage() {
  const { t } = useTranslation();
  const { quizId = '' } = useParams();
  const detail = useQuery(quizEditorQueries.detail(quizId));
  // No such quiz: only a 404 says so; any other failure can be read again.
  if (detail.error instanceof ApiError && detail.error.status === 404) {
    return (
      <div className="admin-section">
        <p role="alert">{t('quizEditor.notFound')}</p>
        <Link to="/admin/quizzes">{t('quizEditor.backToList')}</Link>
      </div>
    );
  }
  return (
    <QueryBoundary query={detail}>
      {(loaded) => <QuizEditor key={loaded.quiz.id} detail={loaded} />}
    </QueryBoundary>
  );
}

function QuizEditor({ detail }: { detail: QuizDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statusText = useQuizStatusText();
  const closedReason = useClosedReason();
  const regradeHeading = useRef<HTMLHeadingElement>(null);
  const { quiz, questions } = detail;
  const readOnly = quiz.archived;
  const reason = closedReason(quiz);

  function showRegrade() {
    regradeHeading.current?.scrollIntoView({ block: 'start' });
    regradeHeading.current?.focus();
  }

  return (
    <div className="admin-section quizzes">
      <p>
        <Link to="/admin/quizzes">{t('quizEditor.backToList')}</Link>
      </p>
      <header className="quiz-editor-header">
        <div>
          <h2>{quiz.title.en}</h2>
          {quiz.title.hi && (
            <p lang="hi" className="quiz-sub">
              {quiz.title.hi}
            </p>
          )}
          <p className="quiz-status-line" role="status">
            {t('quizEditor.status.playersSee', { status: statusText(quiz) })}
            {reason && ` ${reason}`}
          </p>
        </div>
        <div className="quiz-actions">
          {questions.length > 0 && (
            <Link className="button button-secondary" to={`/fun-quiz?preview=${quiz.id}`}>
              {t('quizEditor.actions.preview')}
            </Link>
          )}
          <OpenNowButton quiz={quiz} />
          <QuizActions
            quiz={quiz}
            onDuplicated={(copy) => void navigate(`/admin/quizzes/${copy.id}`)}
          />
        </div>
      </header>
      {readOnly && <p className="quiz-archived-note">{t('quizEditor.archivedNote')}</p>}
      <div className="quiz-editor-columns">
        <div className="quiz-editor-column">
          <QuizSettingsForm quiz={quiz} readOnly={readOnly} />
          {/* Beside the questions on a desktop, not after the last of hundreds of them. */}
          {!readOnly && <QuestionImport quizId={quiz.id} />}
          {!readOnly && <RegradePanel quizId={quiz.id} headingRef={regradeHeading} />}
        </div>
        <div className="quiz-editor-column">
          <QuestionList
            quizId={quiz.id}
            questions={questions}
            readOnly={readOnly}
            onShowRegrade={showRegrade}
          />
        </div>
      </div>
    </div>
  );
}

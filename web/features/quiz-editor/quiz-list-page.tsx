// /admin/quizzes: every quiz with where it appears, its size, its status and its plays; a new quiz,
// a copy, archiving, restoring, and deleting one nobody has played.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminSection } from '../../components/admin-section';
import { QueryBoundary } from '../../components/query-boundary';
import { AdminTable } from '../../components/admin-table';
import { NewQuizForm } from './new-quiz-form';
import { QuizActions } from './quiz-actions';
import { QUIZ_TEMPLATE_URL, quizEditorQueries, type AdminQuiz } from './quiz-editor-api';
import { OpenNowSwitch } from './quiz-open-now';
import { useQuizStatusText } from './quiz-status';
import './quiz-editor.css';
import { formatCount } from '../../lib/format-count';

export function QuizListPage() {
  const { t } = useTranslation();
  const quizzes = useQuery(quizEditorQueries.list());
  return (
    <AdminSection section="quizzes" className="quizzes">
      <div className="admin-toolbar">
        <NewQuizForm />
        <a className="button button-link" href={QUIZ_TEMPLATE_URL} download>
          {t('quizEditor.template')}
        </a>
      </div>
      <QueryBoundary query={quizzes}>
        {({ quizzes: list }) =>
          list.length === 0 ? (
            <p className="empty-state">{t('quizEditor.list.empty')}</p>
          ) : (
            <QuizTable quizzes={list} />
          )
        }
      </QueryBoundary>
    </AdminSection>
  );
}

function QuizTable({ quizzes }: { quizzes: AdminQuiz[] }) {
  const { t } = useTranslation();
  const statusText = useQuizStatusText();
  // Archived quizzes last, each part in the server's order.
  const ordered = [...quizzes.filter((q) => !q.archived), ...quizzes.filter((q) => q.archived)];
  return (
    <AdminTable
      label={t('quizEditor.list.heading')}
      columns={[
        t('quizEditor.list.quiz'),
        t('quizEditor.list.open'),
        t('quizEditor.list.status'),
        t('quizEditor.list.questions'),
        t('quizEditor.list.plays'),
        t('quizEditor.list.actions'),
      ]}
    >
      {ordered.map((quiz) => (
        <tr key={quiz.id} className={quiz.archived ? 'quiz-row-archived' : undefined}>
          <th scope="row" className="quiz-title-cell">
            <Link to={`/admin/quizzes/${quiz.id}`}>{quiz.title.en}</Link>
            {quiz.title.hi && (
              <span lang="hi" className="quiz-sub">
                {quiz.title.hi}
              </span>
            )}
            <span className="quiz-sub">{t(`quizEditor.kinds.${quiz.kind}`)}</span>
          </th>
          <td>{quiz.archived ? null : <OpenNowSwitch quiz={quiz} />}</td>
          <td className="quiz-cell-wrap">{statusText(quiz)}</td>
          <td>
            {formatCount(quiz.questionCount)}
            <span className="quiz-sub">
              {t('quizEditor.list.pace', {
                count: quiz.questionsPerPlay,
                seconds: quiz.secondsPerQuestion,
              })}
            </span>
          </td>
          <td className="quiz-cell-wrap">
            {t('quizEditor.list.completed', { count: quiz.completed })}
            <span className="quiz-sub">
              {t('quizEditor.list.inProgress', { count: quiz.inProgress })}
            </span>
          </td>
          <td>
            <QuizActions quiz={quiz} deletable />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

// /admin/quizzes: every quiz with where it appears, its size, its status and its plays; a new quiz,
// a copy, archiving, restoring, and deleting one nobody has played.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '../../components/admin-section';
import { QueryBoundary } from '../../components/query-boundary';
import { NewQuizForm } from './new-quiz-form';
import { QUIZ_TEMPLATE_URL, quizEditorQueries } from './quiz-editor-api';
import { QuizTable } from './quiz-table';
import './quiz-editor.css';

export function QuizListPage() {
  const { t } = useTranslation();
  const quizzes = useQuery(quizEditorQueries.list());
  return (
    <AdminSection section="quizzes">
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

// Questions from a spreadsheet: a .csv or .xlsx file previewed first (what it adds and changes, and
// the rows to fix), then applied in one go; and the quiz's questions exported as CSV.
import { useTranslation } from 'react-i18next';
import { ImportCard } from '../../components/import-card';
import { useToast } from '../../components/toast/toast-provider';
import { ImportRows, ImportSummary } from './import-report';
import {
  QUESTION_FILE_MAX_BYTES,
  questionFileType,
  questionsCsvUrl,
  QUIZ_TEMPLATE_URL,
  useImportQuestions,
  type ImportReport,
} from './quiz-editor-api';

export function QuestionImport({ quizId }: { quizId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const upload = useImportQuestions(quizId);

  function refuseFile(file: File): string | null {
    if (questionFileType(file) === null) return t('quizEditor.import.wrongType');
    return file.size > QUESTION_FILE_MAX_BYTES ? t('quizEditor.import.tooLarge') : null;
  }

  /** Nothing is imported while a row is not valid, nor when no row adds or changes a question. */
  function applyBlocked(report: ImportReport): string | null {
    if (report.invalidTotal > 0) return t('quizEditor.import.fixFirst');
    return report.added + report.changed === 0 ? t('quizEditor.import.nothing') : null;
  }

  return (
    <ImportCard
      upload={upload}
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      refuseFile={refuseFile}
      applyBlocked={applyBlocked}
      summary={(report) => <ImportSummary report={report} />}
      details={(report) => report.dryRun && <ImportRows report={report} />}
      onApplied={(report) =>
        toast.show(
          t('quizEditor.import.applied', { added: report.added, changed: report.changed }),
          'success',
        )
      }
      texts={{
        heading: t('quizEditor.import.heading'),
        file: t('quizEditor.import.file'),
        preview: t('quizEditor.import.preview'),
        apply: t('quizEditor.import.apply'),
        uploading: t('quizEditor.import.uploading'),
        processing: t('quizEditor.import.processing'),
        failed: t('quizEditor.import.failed'),
        previewHeading: t('quizEditor.import.previewHeading'),
        appliedHeading: t('quizEditor.import.appliedHeading'),
      }}
      intro={
        <>
          <p className="quiz-note">{t('quizEditor.import.intro')}</p>
          <p className="quiz-links">
            <a href={questionsCsvUrl(quizId)} download>
              {t('quizEditor.import.export')}
            </a>
            <a href={QUIZ_TEMPLATE_URL} download>
              {t('quizEditor.template')}
            </a>
          </p>
        </>
      }
    />
  );
}

// Questions from a spreadsheet: a .csv or .xlsx file, with the pictures its rows name (a .zip, or the
// images chosen together), previewed first (what it adds and changes, and the rows it cannot take),
// then applied in one go, its valid rows alone if the organiser says so; and the quiz's questions
// exported as CSV.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportCard } from '../../components/import-card';
import { useToast } from '../../components/toast/toast-provider';
import { ImportRows, ImportSummary } from './import-report';
import { PicturesField } from './question-import-pictures';
import {
  QUESTION_FILE_MAX_BYTES,
  questionFileType,
  questionsCsvUrl,
  QUIZ_TEMPLATE_URL,
  useImportQuestions,
  validRowsOf,
  type ImportReport,
} from './quiz-editor-api';

export function QuestionImport({ quizId }: { quizId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [pictures, setPictures] = useState<File[]>([]);
  // An applied import empties the card: the pictures' picker starts again with it.
  const [round, setRound] = useState(0);
  const upload = useImportQuestions(quizId, pictures);

  function refuseFile(file: File): string | null {
    if (questionFileType(file) === null) return t('quizEditor.import.wrongType');
    return file.size > QUESTION_FILE_MAX_BYTES ? t('quizEditor.import.tooLarge') : null;
  }

  /** Only a file that adds or changes nothing is blocked: refused rows are left out when applied. */
  function applyBlocked(report: ImportReport): string | null {
    return report.added + report.changed === 0 ? t('quizEditor.import.nothing') : null;
  }

  /** "Add the 29 valid questions" when rows are refused; Apply otherwise. */
  function applyLabel(report: ImportReport): string {
    const count = validRowsOf(report);
    if (count === null) return t('quizEditor.import.apply');
    return report.changed === 0
      ? t('quizEditor.import.applyValid', { count })
      : t('quizEditor.import.applyValidRows', { count });
  }

  return (
    <ImportCard
      upload={upload}
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      refuseFile={refuseFile}
      fields={(changed) => (
        <PicturesField
          key={round}
          onChange={(chosen) => {
            setPictures(chosen);
            changed();
          }}
        />
      )}
      applyBlocked={applyBlocked}
      applyLabel={applyLabel}
      summary={(report) => <ImportSummary report={report} />}
      details={(report) => <ImportRows report={report} />}
      onApplied={(report) => {
        setPictures([]);
        setRound((value) => value + 1);
        toast.show(
          t('quizEditor.import.applied', { added: report.added, changed: report.changed }),
          'success',
        );
      }}
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

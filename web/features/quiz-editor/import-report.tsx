// What an imported question file adds and changes: the counts, the rows refused with their lines
// and reasons in words, and the first rows as they would be saved.
import { useTranslation } from 'react-i18next';
import { sharedMessageText } from '../../lib/api-error-message';
import { AdminTable } from '../../components/admin-table';
import type { ImportReport } from './quiz-editor-api';
import { formatCount, formatCounts } from '../../lib/format-count';

/** Under the report's heading: what the file adds and changes, and how many rows are refused. */
export function ImportSummary({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const { added, changed, unchanged } = report;
  const figures = formatCounts({ added, changed, unchanged });
  return (
    <>
      <p>
        {report.dryRun
          ? t('quizEditor.import.summary', { ...figures, count: report.added })
          : t('quizEditor.import.appliedSummary', figures)}
      </p>
      {report.invalidTotal > 0 && (
        <p>{t('quizEditor.import.invalidCount', { count: report.invalidTotal })}</p>
      )}
    </>
  );
}

export function ImportRows({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  return (
    <>
      {report.invalid.length > 0 && (
        <div className="quiz-import-rows">
          <h4>
            {report.invalidTotal > report.invalid.length
              ? t('quizEditor.import.invalidFirst', {
                  shown: formatCount(report.invalid.length),
                  total: formatCount(report.invalidTotal),
                })
              : t('quizEditor.import.invalidHeading')}
          </h4>
          <AdminTable
            label={t('quizEditor.import.invalidHeading')}
            columns={[
              t('quizEditor.import.line'),
              t('quizEditor.import.column'),
              t('quizEditor.import.reason'),
            ]}
          >
            {report.invalid.map((row) => (
              <tr key={`${row.line}-${row.column ?? ''}`}>
                <td>{row.line}</td>
                <td>{row.column ?? ''}</td>
                <td className="quiz-wrap">
                  {sharedMessageText(row.reason, t) ?? t('quizEditor.import.rowInvalid')}
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
      {report.rows.length > 0 && (
        <div className="quiz-import-rows">
          <h4>{t('quizEditor.import.rowsHeading')}</h4>
          <AdminTable
            label={t('quizEditor.import.rowsHeading')}
            columns={[
              t('quizEditor.import.line'),
              t('quizEditor.import.action'),
              t('quizEditor.question.text'),
              t('quizEditor.import.correctAnswer'),
            ]}
          >
            {report.rows.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>
                  {row.action === 'add'
                    ? t('quizEditor.import.add')
                    : t('quizEditor.import.change', { id: row.id })}
                </td>
                <td className="quiz-wrap">{row.text}</td>
                <td className="quiz-wrap">{row.options[row.correct] ?? ''}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
    </>
  );
}

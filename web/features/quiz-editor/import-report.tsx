// What an imported question file adds and changes: the counts, the template's example rows it left
// out, each refused row as a sentence in the spreadsheet's terms (row, column, what to write), and
// the first rows as they would be saved.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../components/admin-table';
import type { ImportReport } from './quiz-editor-api';
import { formatCount, formatCounts } from '../../lib/format-count';

type Refusal = ImportReport['invalid'][number];

/** "Row 7, column correct (F): write the number of the right option, 1 to 4 (found 5)". */
function refusalText(refusal: Refusal, t: TFunction): string {
  const what = t(`quizEditor.import.reasons.${refusal.reason}`, { ...refusal.params });
  const { line, column, letter } = refusal;
  return column && letter
    ? t('quizEditor.import.refusal', { line, column, letter, what })
    : t('quizEditor.import.refusalNoColumn', { line, what });
}

/** Under the report's heading: what the file adds and changes, and what it leaves out. */
export function ImportSummary({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const { added, changed, unchanged, examples } = report;
  const figures = formatCounts({ added, changed, unchanged });
  return (
    <>
      <p>
        {report.dryRun
          ? t('quizEditor.import.summary', { ...figures, count: report.added })
          : t('quizEditor.import.appliedSummary', figures)}
      </p>
      {report.invalidTotal > 0 && (
        <p>
          {report.dryRun
            ? t('quizEditor.import.invalidCount', { count: report.invalidTotal })
            : t('quizEditor.import.leftOut', { count: report.invalidTotal })}
        </p>
      )}
      {examples.length > 0 && (
        <p>
          {t('quizEditor.import.examples', { count: examples.length, rows: examples.join(', ') })}
        </p>
      )}
    </>
  );
}

/** The refused rows, each a sentence that wraps however narrow the screen. */
function RefusedRows({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  return (
    <div className="quiz-import-rows">
      <h4>
        {report.invalidTotal > report.invalid.length
          ? t('quizEditor.import.invalidFirst', {
              shown: formatCount(report.invalid.length),
              total: formatCount(report.invalidTotal),
            })
          : t('quizEditor.import.invalidHeading')}
      </h4>
      {report.dryRun && report.added + report.changed > 0 && (
        <p className="quiz-note">{t('quizEditor.import.validOnly')}</p>
      )}
      <ul className="quiz-import-refusals">
        {report.invalid.map((refusal) => (
          <li key={`${refusal.line}-${refusal.column ?? ''}`}>{refusalText(refusal, t)}</li>
        ))}
      </ul>
    </div>
  );
}

export function ImportRows({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  return (
    <>
      {report.invalid.length > 0 && <RefusedRows report={report} />}
      {report.dryRun && report.rows.length > 0 && (
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
                <td className="quiz-wrap">
                  {row.text}
                  {row.picture && (
                    <span className="quiz-import-picture">
                      {t('quizEditor.import.picture', { name: row.picture })}
                    </span>
                  )}
                  {row.explanation && (
                    <span className="quiz-import-explanation">
                      {t('quizEditor.question.explanationShown')} {row.explanation}
                    </span>
                  )}
                </td>
                <td className="quiz-wrap">{row.options[row.correct] ?? ''}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
    </>
  );
}

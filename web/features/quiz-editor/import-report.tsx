// What an imported question file adds and changes: the counts, the rows refused with their lines
// and reasons in words, and the first rows as they would be saved.
import type { ReactNode } from 'react';
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

type LinesTableProps<Row> = {
  heading: string;
  /** What the table holds, as a screen reader names it. */
  label: string;
  /** The columns after the line's number. */
  columns: string[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** The row's cells after the line's number. */
  cells: (row: Row) => ReactNode;
};

/** One of the report's tables under its heading: a row per line of the file, its number first. */
function LinesTable<Row extends { line: number }>(props: LinesTableProps<Row>) {
  const { heading, label, columns, rows, rowKey, cells } = props;
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <div className="quiz-import-rows">
      <h4>{heading}</h4>
      <AdminTable label={label} columns={[t('quizEditor.import.line'), ...columns]}>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <td>{row.line}</td>
            {cells(row)}
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

/** A preview's rows to fix, with their reasons, then the rows as they would be saved. */
export function ImportRows({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  return (
    <>
      <LinesTable
        heading={
          report.invalidTotal > report.invalid.length
            ? t('quizEditor.import.invalidFirst', {
                shown: formatCount(report.invalid.length),
                total: formatCount(report.invalidTotal),
              })
            : t('quizEditor.import.invalidHeading')
        }
        label={t('quizEditor.import.invalidHeading')}
        columns={[t('quizEditor.import.column'), t('quizEditor.import.reason')]}
        rows={report.invalid}
        rowKey={(row) => `${row.line}-${row.column ?? ''}`}
        cells={(row) => (
          <>
            <td>{row.column ?? ''}</td>
            <td className="quiz-wrap">
              {sharedMessageText(row.reason, t) ?? t('quizEditor.import.rowInvalid')}
            </td>
          </>
        )}
      />
      <LinesTable
        heading={t('quizEditor.import.rowsHeading')}
        label={t('quizEditor.import.rowsHeading')}
        columns={[
          t('quizEditor.import.action'),
          t('quizEditor.question.text'),
          t('quizEditor.import.correctAnswer'),
        ]}
        rows={report.rows}
        rowKey={(row) => row.line}
        cells={(row) => (
          <>
            <td>
              {row.action === 'add'
                ? t('quizEditor.import.add')
                : t('quizEditor.import.change', { id: row.id })}
            </td>
            <td className="quiz-wrap">{row.text}</td>
            <td className="quiz-wrap">{row.options[row.correct] ?? ''}</td>
          </>
        )}
      />
    </>
  );
}

// What csv-parse found wrong with an uploaded CSV file, as the shared message that says it, so every
// importer words a broken file the same way.
import type { CsvError } from 'csv-parse';
import type { MessageKey } from '../common/messages.js';

const CSV_PROBLEMS: Record<string, MessageKey> = {
  CSV_QUOTE_NOT_CLOSED: 'csvQuoteNotClosed',
  CSV_INVALID_CLOSING_QUOTE: 'csvTextAfterClosingQuote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'csvTextAfterClosingQuote',
  INVALID_OPENING_QUOTE: 'csvQuoteInsideValue',
};

/** The message (common/messages.ts) that says what csv-parse refused. */
export function csvProblem(error: CsvError): MessageKey {
  return CSV_PROBLEMS[error.code] ?? 'csvNotValid';
}

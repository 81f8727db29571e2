// The employee code registry: reading a CSV of codes and adding them, reporting what happened.
import { finished } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { messages } from '../../../common/messages.js';
import { normaliseEmployeeCode } from '../../../common/profile-input.js';
import { removeInvisibleControls } from '../../../common/visible-text.js';
import type { RegistryInvalidRow } from '../../../common/registry.js';
import { csvProblem } from '../../csv-errors.js';
import type { Actor, Change } from '../../changes/change.js';
import { lockKey, type Db, type Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';

type InvalidRow = RegistryInvalidRow;
/** A valid row: the code it matches on, and its value as the file wrote it. */
type RegistryCode = { code: string; label: string };
export type ParsedCodes = { codes: RegistryCode[]; invalid: InvalidRow[] };
export type ImportReport = { added: number; alreadyPresent: number; invalid: InvalidRow[] };

const CODE = /^[a-z0-9][a-z0-9._/-]{0,63}$/;
const HEADER = /^(employee[ _-]?(id|code)|emp[ _-]?(id|code)|ecode|code|id)$/i;
/** The profile form's limit on an Employee ID as typed, so every label could have been typed. */
const MAX_LABEL = 64;
/** Rows per statement: well under SQLite's and PostgreSQL's limits on bound values. */
const BATCH = 500;

/** The first line from `after` on (1-based) with anything on it. */
function firstLineWithText(text: string, after: number): number {
  const lines = text.split(/\r\n|\n|\r/);
  for (let index = after; index < lines.length; index += 1) {
    if (lines[index]!.trim()) return index + 1;
  }
  return after + 1;
}

/**
 * csv-parse names the line it was on when it gave up; for an unclosed quote that is the end of
 * the file, so the line is where the record after the last whole one begins: a record can only
 * run past its first line inside quotes.
 */
function malformedCsv(error: CsvError, text: string, lastRecordLine: number): AppError {
  const line =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? firstLineWithText(text, lastRecordLine)
      : ((error as CsvError & { lines?: number }).lines ?? lastRecordLine + 1);
  const reason = csvProblem(error);
  return new AppError('malformed_csv', {
    message: `Line ${line}: ${messages[reason]}`,
    params: { line, reason },
  });
}

/** Bytes read between turns of the event loop: about 1,500 rows, a few milliseconds. */
const CHUNK = 64 * 1024;

/** Each row's first field and its line; other requests are served between chunks of the file. */
async function readFirstFields(
  text: string,
  maxRows: number,
  onRow: (value: string, line: number) => void,
): Promise<void> {
  let lastRecordLine = 0;
  const parser = parse({
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    on_record: (record: string[], context) => {
      if (context.records > maxRows) throw registryTooLong(context.lines, maxRows);
      lastRecordLine = context.lines;
      onRow(record[0] ?? '', context.lines);
      return null;
    },
  });
  let failure: Error | undefined;
  parser.on('error', (error: Error) => (failure ??= error));
  const bytes = Buffer.from(text);
  try {
    for (let start = 0; start < bytes.length && failure === undefined; start += CHUNK) {
      parser.write(bytes.subarray(start, start + CHUNK));
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (failure === undefined) {
      parser.end();
      await finished(parser.resume());
    }
  } catch (error) {
    failure ??= error as Error;
  }

  if (failure instanceof CsvError) throw malformedCsv(failure, text, lastRecordLine);
  if (failure !== undefined) throw failure;
}

function registryTooLong(line: number, maxRows: number): AppError {
  return new AppError('registry_too_long', {
    message: `Line ${line}: the file has more than ${maxRows.toLocaleString('en-IN')} rows. Please split it.`,
    params: { line },
  });
}

/**
 * One code per row, in the first column; a header row is optional. A malformed file, or one of
 * more than maxRows rows, is a 400 naming the line.
 */
export async function parseEmployeeCsv(
  input: string,
  { maxRows = Infinity }: { maxRows?: number } = {},
): Promise<ParsedCodes> {
  const codes: RegistryCode[] = [];
  const invalid: InvalidRow[] = [];
  let first = true;
  await readFirstFields(input.replace(/^\uFEFF/, ''), maxRows, (value, line) => {
    const header = first && HEADER.test(value);
    first = false;
    if (header) return;
    const code = normaliseEmployeeCode(value);
    if (!code) invalid.push({ line, value, reason: 'empty' });
    else if (value.length > MAX_LABEL) invalid.push({ line, value, reason: 'too long' });
    else if (!CODE.test(code)) invalid.push({ line, value, reason: 'not a valid employee code' });
    else codes.push({ code, label: removeInvisibleControls(value) });
  });
  return { codes, invalid };
}

/** Each code once, with the label of its first row. */
function uniqueCodes(parsed: ParsedCodes): RegistryCode[] {
  const byCode = new Map<string, RegistryCode>();
  for (const entry of parsed.codes) if (!byCode.has(entry.code)) byCode.set(entry.code, entry);
  return [...byCode.values()];
}

/**
 * Adds new codes as notregistered, each with its label as the file wrote it; codes already in the
 * registry keep their status and label.
 */
async function addEmployeeCodes(trx: Trx, parsed: ParsedCodes, now: number): Promise<ImportReport> {
  const unique = uniqueCodes(parsed);
  let added = 0;
  for (let start = 0; start < unique.length; start += BATCH) {
    const result = await trx
      .insertInto('employee_codes')
      .values(
        unique.slice(start, start + BATCH).map(({ code, label }) => ({
          code,
          label,
          status: 'notregistered' as const,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return { added, alreadyPresent: parsed.codes.length - added, invalid: parsed.invalid };
}

/**
 * Holds a code for the rest of the transaction and reads its status (null: not in the registry).
 * Whoever claims, frees or resets a code takes this lock first, so one of them decides at a time.
 */
export async function holdCode(trx: Trx, code: string) {
  await lockKey(trx, `employee:${code}`);
  const row = await trx
    .selectFrom('employee_codes')
    .select('status')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** Marks a code taken by a registration, or free again; the caller holds the code's lock. */
export async function setCodeStatus(
  trx: Trx,
  code: string,
  status: 'registered' | 'notregistered',
  now: number,
): Promise<void> {
  await trx
    .updateTable('employee_codes')
    .set({ status, updated_at: now })
    .where('code', '=', code)
    .execute();
}

/** A file of codes added by a command or a seed: all or nothing, in one transaction. */
export async function importEmployeeCodes(
  db: Db,
  parsed: ParsedCodes,
  now: number,
): Promise<ImportReport> {
  return db.transaction().execute((trx) => addEmployeeCodes(trx, parsed, now));
}

/** An organiser's upload of the registry, as a change: its dry run is the preview. */
export async function importRegistry(
  trx: Trx,
  parsed: ParsedCodes,
  actor: Actor,
): Promise<Change<ImportReport>> {
  const report = await addEmployeeCodes(trx, parsed, actor.now);
  return {
    result: report,
    audit: {
      action: 'registry.import',
      detail: {
        added: report.added,
        alreadyPresent: report.alreadyPresent,
        invalid: report.invalid.length,
      },
    },
  };
}

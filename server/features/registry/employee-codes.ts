// The employee code registry: reading a CSV of codes and adding them, reporting what happened.
import { parse } from 'csv-parse/sync';
import { normaliseEmployeeCode } from '../../../common/profile-input.js';
import type { Db } from '../../db/database.js';

export type InvalidRow = { line: number; value: string; reason: string };
export type ParsedCodes = { codes: string[]; invalid: InvalidRow[] };
export type ImportReport = { added: number; alreadyPresent: number; invalid: InvalidRow[] };

const CODE = /^[a-z0-9][a-z0-9._/-]{0,63}$/;
const HEADER = /^(employee[ _-]?(id|code)|emp[ _-]?(id|code)|ecode|code|id)$/i;

/** One code per row, in the first column; a header row is optional. */
export function parseEmployeeCsv(text: string): ParsedCodes {
  const rows = parse(text.replace(/^\uFEFF/, ''), {
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const codes: string[] = [];
  const invalid: InvalidRow[] = [];
  rows.forEach(({ record, info }, index) => {
    const value = record[0] ?? '';
    if (index === 0 && HEADER.test(value)) return;
    const code = normaliseEmployeeCode(value);
    if (!code) invalid.push({ line: info.lines, value, reason: 'empty' });
    else if (!CODE.test(code))
      invalid.push({ line: info.lines, value, reason: 'not a valid employee code' });
    else codes.push(code);
  });
  return { codes, invalid };
}

/** Adds new codes as notregistered; codes already in the registry keep their status. */
export async function importEmployeeCodes(
  db: Db,
  parsed: ParsedCodes,
  now: number,
): Promise<ImportReport> {
  const unique = [...new Set(parsed.codes)];
  let added = 0;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < unique.length; start += 500) {
      const batch = unique.slice(start, start + 500);
      const result = await trx
        .insertInto('employee_codes')
        .values(batch.map((code) => ({ code, status: 'notregistered' as const, updated_at: now })))
        .onConflict((oc) => oc.column('code').doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
  });
  return { added, alreadyPresent: parsed.codes.length - added, invalid: parsed.invalid };
}

// What an import of questions asks for beside its file: a preview, or the rows to apply. A file with
// refused rows is applied only when the organiser confirms how many valid rows the preview showed.
import { z } from 'zod';

/** Anything else in the query is refused: a misspelt flag must never apply the change. */
export const ImportQuery = z
  .strictObject({
    dryRun: z.enum(['0', '1', 'true', 'false']).optional(),
    /** The valid rows (added plus changed) the organiser agreed to apply, leaving the rest out. */
    validRows: z
      .string()
      .regex(/^\d{1,5}$/)
      .optional(),
  })
  .transform(({ dryRun, validRows }) => ({
    dryRun: dryRun === '1' || dryRun === 'true',
    validRows: validRows === undefined ? null : Number(validRows),
  }));

/** The query of an import: a preview, or applying with the valid rows the organiser confirmed. */
export function importQueryString(dryRun: boolean, validRows: number | null = null): string {
  if (dryRun) return '?dryRun=1';
  return validRows === null ? '' : `?validRows=${validRows}`;
}

/** The words an id cell of the template's example rows holds; such a row is never imported. */
export const EXAMPLE_MARKS = ['example', 'उदाहरण'] as const;

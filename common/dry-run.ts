// The dry-run flag an organiser's change takes: `?dryRun=1` answers what the change would do and
// changes nothing. Every route that offers a dry run reads it with this one schema.
import { z } from 'zod';

/** Anything else in the query is refused: a misspelt flag must never apply the change. */
export const DryRunQuery = z
  .strictObject({ dryRun: z.enum(['0', '1', 'true', 'false']).optional() })
  .transform(({ dryRun }) => ({ dryRun: dryRun === '1' || dryRun === 'true' }));

// The employee registry upload: how the file is sent, its limits, and the report that comes back
// (zod/mini, as the browser parses it).
import * as z from 'zod/mini';

/** The upload is the CSV file itself as the request body, not JSON around it. */
export const REGISTRY_CONTENT_TYPE = 'text/csv';

/**
 * 100,000 codes of about 10 characters with a name and a region beside each take about 4 MB;
 * twice that leaves room for wider exports. Every other request keeps the 64 kB limit.
 */
export const REGISTRY_MAX_BYTES = 8 * 1024 * 1024;

/** Twice the registry this is sized for; reading a file takes about a second per 100,000 rows. */
export const REGISTRY_MAX_ROWS = 200_000;

/** A report lists this many invalid rows and counts them all; a bad export may have thousands. */
export const REGISTRY_INVALID_ROWS_SHOWN = 100;

/** An invalid row's value is cut to this many characters in a report. */
export const REGISTRY_VALUE_SHOWN = 80;

const REGISTRY_INVALID_REASONS = ['empty', 'not a valid employee code', 'too long'] as const;

export const RegistryInvalidRow = z.object({
  line: z.int().check(z.positive()),
  value: z.string(),
  reason: z.enum(REGISTRY_INVALID_REASONS),
});
export type RegistryInvalidRow = z.infer<typeof RegistryInvalidRow>;

export const RegistryReport = z.object({
  /** True for a preview: nothing was saved. */
  dryRun: z.boolean(),
  added: z.int().check(z.nonnegative()),
  /** Valid rows whose code is in the registry already, or earlier in the same file. */
  alreadyPresent: z.int().check(z.nonnegative()),
  invalidTotal: z.int().check(z.nonnegative()),
  /** The first REGISTRY_INVALID_ROWS_SHOWN invalid rows, in file order. */
  invalid: z.array(RegistryInvalidRow),
});
export type RegistryReport = z.infer<typeof RegistryReport>;

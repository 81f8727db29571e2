// Shapes the event setup's admin API sends (zod/mini, as admin-api.ts): the setup as the screens show
// it, how many people each team holds, and what importing a setup file would replace.
import * as z from 'zod/mini';
import { PublicImage, PublicSite } from './api.js';

export const AdminSetup = z.object({
  site: PublicSite,
  /**
   * Registrations, points and the plays they come from, per team key: a team with people or plays
   * cannot be removed.
   */
  counts: z.record(
    z.string(),
    z.object({ registrations: z.number(), points: z.number(), plays: z.number() }),
  ),
  /** The slogans with the ids that removing and ordering them name (the public setup has none). */
  slogans: z.array(z.object({ id: z.string(), image: PublicImage })),
});
export type AdminSetup = z.infer<typeof AdminSetup>;

const Change = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.string()),
});

/** POST /api/admin/setup/import[?dryRun=1]: what the file replaces (or, in a dry run, would). */
export const SetupImportReport = z.object({
  dryRun: z.boolean(),
  event: z.object({ from: z.string(), to: z.string() }),
  /** Office names (English). */
  teams: Change,
  /** Quiz titles (English); a quiz the file does not have is archived when it has plays. */
  quizzes: z.object({
    added: z.array(z.string()),
    replaced: z.array(z.string()),
    archived: z.array(z.string()),
    removed: z.array(z.string()),
  }),
  images: z.number(),
  videos: z.number(),
  questions: z.number(),
});
export type SetupImportReport = z.infer<typeof SetupImportReport>;

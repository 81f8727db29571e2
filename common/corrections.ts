// The organisers' corrections during the event: request shapes and what a correction changes.
import { z } from 'zod';
import { ProfileInput } from './profile-input.js';
import { SAVED_POOLS } from './quiz.js';
import type { Rso } from './teams.js';

/** Any of a registration's fields; the rules are the profile form's. */
export const ProfileCorrection = ProfileInput.pick({
  employeeId: true,
  name: true,
  gender: true,
  rso: true,
})
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to change');
export type ProfileCorrection = z.infer<typeof ProfileCorrection>;

/** `?dryRun=1` answers what a correction would change, and changes nothing. */
export const CorrectionQuery = z.strictObject({
  dryRun: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const AttemptParams = z.strictObject({
  uid: z.string().min(1).max(64),
  pool: z.enum(SAVED_POOLS),
});
export const UserParams = z.strictObject({ uid: z.string().min(1).max(64) });

/** One team's change in registrations and points. */
export type TeamEffect = { rso: Rso; registrations: number; points: number };

export type CorrectionResult = {
  /** Nothing was changed: the numbers are what the correction would do. */
  dryRun: boolean;
  effects: TeamEffect[];
  before: unknown;
  after: unknown;
};

/** A registered person as the corrections screen shows them. */
export type PersonRecord = {
  uid: string;
  phone: string;
  employeeId: string;
  name: string;
  gender: string;
  rso: Rso;
  team: string;
  attempts: {
    pool: (typeof SAVED_POOLS)[number];
    status: 'in-progress' | 'completed';
    score: number;
    disqualified: boolean;
  }[];
};

// The organisers' corrections during the event: their request shapes. What a correction answers
// (its effects, a person's record) is in admin-api.ts, with the admin API's other answers.
import { z } from 'zod';
import { ProfileInput } from './profile-input.js';
import { QuizId } from './quiz.js';

/** Any of a registration's fields; the rules are the profile form's. */
export const ProfileCorrection = ProfileInput.pick({
  employeeId: true,
  name: true,
  gender: true,
  team: true,
})
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to change');
export type ProfileCorrection = z.infer<typeof ProfileCorrection>;

export const AttemptParams = z.strictObject({
  uid: z.string().min(1).max(64),
  quizId: QuizId,
});
export const UserParams = z.strictObject({ uid: z.string().min(1).max(64) });

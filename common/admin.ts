// Request shapes of the admin area, shared by its screens and the server's routes.
import { z } from 'zod';
import { QuizId } from './quiz.js';

export const RegistrationQuery = z.object({
  q: z.string().max(100).default(''),
  sort: z.enum(['createdAt', 'employeeId', 'name', 'team']).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type RegistrationQuery = z.infer<typeof RegistrationQuery>;

/** A contest's leaderboard: /api/admin/leaderboard?quizId=<quiz id>. */
export const QuizQuery = z.object({ quizId: QuizId });

export const PhoneInput = z.strictObject({ phone: z.string().max(20) });

/** An admin's or a signing-in phone in the path: /api/admin/admins/:phone, /sign-in-limits/:phone. */
export const PhoneParams = z.strictObject({ phone: z.string().max(20) });

/** An employee code in the path: /api/admin/registry/:code. */
export const CodeParams = z.strictObject({ code: z.string().min(1).max(100) });

// What Access Control states in words beside its controls: how many employee IDs the registry holds
// (and how many are taken), and the limits on sign-in codes a phone is held to.
import type { AccessSummary } from '../../../common/admin-api.js';
import { OTP_TTL_SECONDS, RESEND_AFTER_SECONDS } from '../../../common/auth.js';
import type { Db } from '../../db/database.js';
import { PHONE_SEND_LIMITS } from '../auth/rate-limits.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const maxIn = (windowMs: number) =>
  PHONE_SEND_LIMITS.find((limit) => limit.windowMs === windowMs)?.max ?? 0;

export async function readAccessSummary(db: Db): Promise<AccessSummary> {
  const rows = await db
    .selectFrom('employee_codes')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  const registered = count('registered');
  const free = count('notregistered');
  return {
    registry: { total: registered + free, registered, free },
    signInLimits: {
      resendSeconds: RESEND_AFTER_SECONDS,
      perHour: maxIn(HOUR),
      perDay: maxIn(DAY),
      codeMinutes: OTP_TTL_SECONDS / 60,
    },
  };
}

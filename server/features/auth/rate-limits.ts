// Limits on sending codes, counted in the database so they hold across instances.
import type { Transaction } from 'kysely';
import { RESEND_AFTER_SECONDS } from '../../../common/auth.js';
import type { Database } from '../../db/schema.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const PHONE_SEND_LIMITS = [
  { windowMs: RESEND_AFTER_SECONDS * 1000, max: 1 },
  { windowMs: HOUR, max: 5 },
  { windowMs: DAY, max: 10 },
];

type Limit = { windowMs: number; max: number };

/** Milliseconds until one more send fits every limit, given send times newest first. */
function waitFor(sentAt: number[], limits: Limit[], now: number): number {
  let wait = 0;
  for (const { windowMs, max } of limits) {
    const inWindow = sentAt.filter((at) => at > now - windowMs);
    if (inWindow.length >= max) {
      // The send that must age out of the window before another fits.
      const blocking = inWindow[max - 1]!;
      wait = Math.max(wait, blocking + windowMs - now);
    }
  }
  return wait;
}

async function sendTimes(
  trx: Transaction<Database>,
  column: 'phone' | 'ip',
  value: string,
  now: number,
) {
  const rows = await trx
    .selectFrom('sms_sends')
    .select('sent_at')
    .where(column, '=', value)
    .where('sent_at', '>', now - DAY)
    .orderBy('sent_at', 'desc')
    .execute();
  return rows.map((row) => row.sent_at);
}

/** Milliseconds the caller must wait before a code may be sent to this phone from this address. */
export async function sendWaitMs(
  trx: Transaction<Database>,
  phone: string,
  ip: { address: string; hourlyLimit: number },
  now: number,
): Promise<number> {
  const byPhone = await sendTimes(trx, 'phone', phone, now);
  const byIp = ip.address ? await sendTimes(trx, 'ip', ip.address, now) : [];
  return Math.max(
    waitFor(byPhone, PHONE_SEND_LIMITS, now),
    waitFor(byIp, [{ windowMs: HOUR, max: ip.hourlyLimit }], now),
  );
}

export async function pruneOldSends(trx: Transaction<Database>, now: number): Promise<void> {
  await trx
    .deleteFrom('sms_sends')
    .where('sent_at', '<', now - DAY)
    .execute();
}

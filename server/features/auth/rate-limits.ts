// Limits on sending codes, counted in the database so they hold across instances.
// A phone has small limits; an address (a whole venue behind one NAT) only a high ceiling, since
// it is slowed by the bot check's cost rising with its recent rate instead (see bot-check.ts).
import type { Kysely, Transaction } from 'kysely';
import { RESEND_AFTER_SECONDS } from '../../../common/auth.js';
import { compileOnce } from '../../db/compiled-query.js';
import type { Database } from '../../db/schema.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The window over which an address's recent rate sets the bot check's cost. */
export const ADDRESS_RATE_WINDOW_MS = 10 * MINUTE;

/** A phone's limits on codes sent; Access Control states them in words. */
export const PHONE_SEND_LIMITS = [
  { windowMs: RESEND_AFTER_SECONDS * 1000, max: 1 },
  { windowMs: HOUR, max: 5 },
  { windowMs: DAY, max: 10 },
];

type Limit = { windowMs: number; max: number };
type Reader = Kysely<Database> | Transaction<Database>;

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

// The queries every code sent runs, compiled once (compiled-query.ts).
const selectPhoneSendTimes = compileOnce((db, values: { phone: string; since: number }) =>
  db
    .selectFrom('sms_sends')
    .select('sent_at')
    .where('phone', '=', values.phone)
    .where('sent_at', '>', values.since)
    .orderBy('sent_at', 'desc'),
);
const countAddressSends = compileOnce((db, values: { ip: string; since: number }) =>
  db
    .selectFrom('sms_sends')
    .select((eb) => eb.fn.countAll<number | string>().as('sends'))
    .where('ip', '=', values.ip)
    .where('sent_at', '>', values.since),
);
const deleteSendsBefore = compileOnce((db, values: { before: number }) =>
  db.deleteFrom('sms_sends').where('sent_at', '<', values.before),
);

async function phoneSendTimes(db: Reader, phone: string, now: number): Promise<number[]> {
  const { rows } = await selectPhoneSendTimes(db, { phone, since: now - DAY });
  return rows.map((row) => row.sent_at);
}

/** Milliseconds before one more code may be sent to this phone. */
export async function phoneWaitMs(db: Reader, phone: string, now: number): Promise<number> {
  return waitFor(await phoneSendTimes(db, phone, now), PHONE_SEND_LIMITS, now);
}

/** Codes sent from an address since a moment: one indexed count, however busy the venue. */
export async function addressSendsSince(db: Reader, ip: string, since: number): Promise<number> {
  const { rows } = await countAddressSends(db, { ip, since });
  return Number(rows[0]!.sends);
}

/** Milliseconds before this address is back under its hourly ceiling. */
export async function addressWaitMs(
  db: Reader,
  ip: string,
  hourlyCeiling: number,
  now: number,
): Promise<number> {
  if (!ip || (await addressSendsSince(db, ip, now - HOUR)) < hourlyCeiling) return 0;
  // The send that must leave the hour before another fits: the ceiling-th newest.
  const blocking = await db
    .selectFrom('sms_sends')
    .select('sent_at')
    .where('ip', '=', ip)
    .where('sent_at', '>', now - HOUR)
    .orderBy('sent_at', 'desc')
    .offset(hourlyCeiling - 1)
    .limit(1)
    .executeTakeFirst();
  return blocking ? Math.max(1, blocking.sent_at + HOUR - now) : 0;
}

export async function pruneOldSends(trx: Transaction<Database>, now: number): Promise<void> {
  await deleteSendsBefore(trx, { before: now - DAY });
}

export type PhoneLimitStatus = {
  phone: string;
  sendsLastHour: number;
  sendsLastDay: number;
  /** When the phone may be sent a code again; null when it may now. */
  nextSendAt: number | null;
  /** Whether a code is waiting to be entered. */
  codePending: boolean;
};

export async function readPhoneLimits(
  db: Reader,
  phone: string,
  now: number,
): Promise<PhoneLimitStatus> {
  const sentAt = await phoneSendTimes(db, phone, now);
  const wait = waitFor(sentAt, PHONE_SEND_LIMITS, now);
  const challenge = await db
    .selectFrom('otp_challenges')
    .select('expires_at')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return {
    phone,
    sendsLastHour: sentAt.filter((at) => at > now - HOUR).length,
    sendsLastDay: sentAt.length,
    nextSendAt: wait > 0 ? now + wait : null,
    codePending: challenge !== undefined && challenge.expires_at > now,
  };
}

/**
 * Gives a phone a clean slate: its sends are forgotten and any outstanding code is void, so its
 * owner can ask for a code at once after a stranger used up its day.
 */
export async function clearPhoneLimits(trx: Transaction<Database>, phone: string): Promise<void> {
  await trx.deleteFrom('sms_sends').where('phone', '=', phone).execute();
  await trx.deleteFrom('otp_challenges').where('phone', '=', phone).execute();
}

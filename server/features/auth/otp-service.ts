// Sending and checking one-time codes. Every rule lives here; the routes only parse and present.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SendCodeResult } from '../../../common/api.js';
import { OTP_LENGTH, OTP_TTL_SECONDS, RESEND_AFTER_SECONDS } from '../../../common/auth.js';
import { messages } from '../../../common/messages.js';
import { isValidMobile, normalisePhone } from '../../../common/phone.js';
import { compileOnce } from '../../db/compiled-query.js';
import { lockKey, type Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { SmsError, type SmsSender } from '../../sms/sms-types.js';
import { addressWaitMs, phoneWaitMs, pruneOldSends } from './rate-limits.js';

const MAX_WRONG_TRIES = 5;

export type OtpContext = {
  db: Db;
  sms: SmsSender;
  otpKey: Buffer;
  ipHourlyLimit: number;
  now: () => number;
  /**
   * The host the sign-in SMS names on its last line (`@host #code`), so a phone's browser on that
   * host can fill the code itself (WebOTP); null while organisers have that line off, since it
   * changes the text of a registered SMS template.
   */
  webOtpHost: () => string | null;
};

function tooManyAttempts(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError('too_many_attempts', {
    message: messages.tooManyAttempts(minutes),
    params: { retryAfterSeconds: seconds, minutes },
  });
}

export function parsePhone(input: string): string {
  const phone = normalisePhone(input);
  if (!isValidMobile(phone)) throw new AppError('invalid_phone');
  return phone;
}

// The queries every sign-in runs, compiled once (compiled-query.ts).
const insertSend = compileOnce(
  (db, values: { id: string; phone: string; ip: string; sentAt: number }) =>
    db
      .insertInto('sms_sends')
      .values({ id: values.id, phone: values.phone, ip: values.ip, sent_at: values.sentAt }),
);
const upsertChallenge = compileOnce(
  (db, values: { phone: string; codeHash: string; createdAt: number; expiresAt: number }) => {
    const challenge = {
      code_hash: values.codeHash,
      attempts: 0,
      created_at: values.createdAt,
      expires_at: values.expiresAt,
    };
    return db
      .insertInto('otp_challenges')
      .values({ phone: values.phone, ...challenge })
      .onConflict((oc) => oc.column('phone').doUpdateSet(challenge));
  },
);
const selectChallenge = compileOnce((db, values: { phone: string }) =>
  db.selectFrom('otp_challenges').selectAll().where('phone', '=', values.phone),
);
const deleteChallenge = compileOnce((db, values: { phone: string }) =>
  db.deleteFrom('otp_challenges').where('phone', '=', values.phone),
);
const insertUser = compileOnce((db, values: { id: string; phone: string; createdAt: number }) =>
  db
    .insertInto('users')
    .values({ id: values.id, phone_number: values.phone, created_at: values.createdAt })
    .onConflict((oc) => oc.column('phone_number').doNothing()),
);
const selectUserId = compileOnce((db, values: { phone: string }) =>
  db.selectFrom('users').select('id').where('phone_number', '=', values.phone),
);

function hashCode(key: Buffer, phone: string, code: string): string {
  return createHmac('sha256', key).update(`${phone}:${code}`).digest('hex');
}

/** The sign-in SMS; with a host, its last line is the one WebOTP reads: `@host #code`. */
export function smsText(code: string, webOtpHost: string | null): string {
  const text = `${code} is your Utsav sign-in code. It expires in ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.`;
  return webOtpHost ? `${text}\n\n@${webOtpHost} #${code}` : text;
}

/** A wrong code that leaves tries: "Invalid OTP", and how many tries the code has left. */
function invalidOtp(triesLeft: number): AppError {
  return new AppError('invalid_otp', {
    message: `${messages.invalidOtp}. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`,
    params: { triesLeft },
  });
}

/** Issues a new code for a phone (replacing any earlier one) and sends it by SMS. */
export async function sendCode(
  ctx: OtpContext,
  phone: string,
  ip: string,
): Promise<SendCodeResult> {
  const now = ctx.now();
  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  const codeHash = hashCode(ctx.otpKey, phone, code);
  const sendId = randomUUID();

  await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, `otp:${phone}`);
    const waitMs = Math.max(
      await phoneWaitMs(trx, phone, now),
      await addressWaitMs(trx, ip, ctx.ipHourlyLimit, now),
    );
    if (waitMs > 0) throw tooManyAttempts(waitMs);
    await pruneOldSends(trx, now);
    await insertSend(trx, { id: sendId, phone, ip, sentAt: now });
    await upsertChallenge(trx, {
      phone,
      codeHash,
      createdAt: now,
      expiresAt: now + OTP_TTL_SECONDS * 1000,
    });
  });

  try {
    await ctx.sms.send({ to: phone, text: smsText(code, ctx.webOtpHost()), code });
  } catch (error) {
    // A code that never reached the phone must not work, nor count against the phone's limits.
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('otp_challenges')
        .where('phone', '=', phone)
        .where('code_hash', '=', codeHash)
        .execute();
      await trx.deleteFrom('sms_sends').where('id', '=', sendId).execute();
    });
    const reason = error instanceof SmsError ? error.message : undefined;
    throw new AppError('sms_failed', reason ? { params: { reason } } : {});
  }
  return { resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: OTP_TTL_SECONDS };
}

/** Checks a code; on success it is spent and the user (created on first sign-in) is returned. */
export async function verifyCode(
  ctx: OtpContext,
  phone: string,
  code: string,
): Promise<{ userId: string }> {
  const now = ctx.now();
  if (!/^\d+$/.test(code) || code.length !== OTP_LENGTH) {
    throw new AppError('invalid_otp');
  }
  type Outcome = { error: AppError } | { userId: string };
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    await lockKey(trx, `otp:${phone}`);
    const [challenge] = (await selectChallenge(trx, { phone })).rows;
    if (!challenge) return { error: new AppError('invalid_otp') };
    if (challenge.expires_at <= now) {
      await deleteChallenge(trx, { phone });
      return { error: new AppError('otp_expired') };
    }
    const expected = Buffer.from(challenge.code_hash, 'hex');
    const given = Buffer.from(hashCode(ctx.otpKey, phone, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      if (challenge.attempts + 1 >= MAX_WRONG_TRIES) {
        await deleteChallenge(trx, { phone });
        const waitMs = await phoneWaitMs(trx, phone, now);
        return { error: tooManyAttempts(Math.max(waitMs, RESEND_AFTER_SECONDS * 1000)) };
      }
      await trx
        .updateTable('otp_challenges')
        .set({ attempts: challenge.attempts + 1 })
        .where('phone', '=', phone)
        .execute();
      return { error: invalidOtp(MAX_WRONG_TRIES - challenge.attempts - 1) };
    }

    await deleteChallenge(trx, { phone });
    await insertUser(trx, { id: randomUUID(), phone, createdAt: now });
    const [user] = (await selectUserId(trx, { phone })).rows;
    if (!user) throw new Error('no user after its insert');
    return { userId: user.id };
  });
  // Errors are returned, not thrown, so a wrong try's count is committed rather than rolled back.
  if ('error' in outcome) throw outcome.error;
  return outcome;
}

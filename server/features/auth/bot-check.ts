// The invisible bot check: an ALTCHA proof of work the browser solves before it may ask for a code.
import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Db } from '../../db/database.js';

const ALGORITHM = 'SHA-256';
export const BOT_CHECK_TTL_MS = 10 * 60 * 1000;

const Payload = z.object({
  challenge: z.object({
    parameters: z.looseObject({ nonce: z.string().max(128) }),
    signature: z.string().max(256).optional(),
  }),
  solution: z.looseObject({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
  }),
});

export async function createBotChallenge(
  secret: string,
  difficulty: number,
  now: number,
): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    deriveKey,
    // Known counter: the browser must try every value up to it, the server checks one.
    counter: randomInt(Math.ceil(difficulty / 2), Math.ceil(difficulty * 1.5) + 1),
    // Expiry travels in the signed data and is checked against the server's clock, not the library's.
    data: { expiresAt: now + BOT_CHECK_TTL_MS },
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: secret,
  });
}

/** True when the solution is genuine, unexpired and used for the first time. */
export async function verifyBotCheck(
  db: Db,
  secret: string,
  payload: string,
  now: number,
): Promise<boolean> {
  let parsed: z.infer<typeof Payload>;
  try {
    parsed = Payload.parse(JSON.parse(payload));
  } catch {
    return false;
  }
  const challenge = parsed.challenge as unknown as Challenge;
  const expiresAt = challenge.parameters.data?.expiresAt;
  if (typeof expiresAt !== 'number' || expiresAt <= now) return false;
  const result = await verifySolution({
    challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: secret,
  }).catch(() => null);
  if (!result?.verified) return false;

  // A solution works once: the nonce's row is the proof it has been spent.
  await db.deleteFrom('bot_check_uses').where('expires_at', '<', now).execute();
  const inserted = await db
    .insertInto('bot_check_uses')
    .values({ id: challenge.parameters.nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

// The invisible bot check: an ALTCHA proof of work the browser solves before it may ask for a code.
// Its cost follows the address's recent rate, so a flood from one address is slowed down while a
// venue full of people behind that address still signs in.
import { randomInt } from 'node:crypto';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { compileOnce } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';
import {
  createSignedChallenge,
  verifySignedSolution,
  type BotCheckKey,
} from './bot-check-signing.js';

const ALGORITHM = 'SHA-256';
const BOT_CHECK_TTL_MS = 10 * 60 * 1000;
/** How often each instance forgets the spent nonces of expired challenges. */
export const PRUNE_SPENT_EVERY_MS = 60 * 1000;
/**
 * A spent nonce outlives its challenge by this much, so that an instance whose clock runs behind
 * the pruning instance's, and still takes the challenge as unexpired, finds the nonce spent.
 */
const SPENT_KEPT_AFTER_EXPIRY_MS = 5 * 60 * 1000;
/**
 * The work (hashes) a challenge asks for, given how many codes the address was sent in the last
 * 10 minutes: the base up to `step` codes, then in proportion (twice the base at twice the step).
 * In proportion rather than exponentially, so a venue's crowd behind one address waits seconds,
 * not minutes; the address's hourly ceiling is the hard bound (docs/security.md has the arithmetic).
 */
export function botCheckDifficulty(base: number, recentSends: number, step: number): number {
  return Math.round(base * Math.max(1, recentSends / step));
}

/** Spends a nonce; a nonce spent already inserts nothing. Every code sent runs it: compiled once. */
const spendNonce = compileOnce((db, values: { nonce: string; expiresAt: number }) =>
  db
    .insertInto('bot_check_uses')
    .values({ id: values.nonce, expires_at: values.expiresAt })
    .onConflict((oc) => oc.column('id').doNothing()),
);

export type BotCheckOutcome = 'passed' | 'failed' | 'too_easy';

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
  key: BotCheckKey,
  difficulty: number,
  now: number,
): Promise<Challenge> {
  return createSignedChallenge(key, {
    algorithm: ALGORITHM,
    cost: 1,
    deriveKey,
    // Known counter: the browser must try every value up to it, the server checks one.
    counter: randomInt(Math.ceil(difficulty / 2), Math.ceil(difficulty * 1.5) + 1),
    // Expiry and cost travel in the signed data; expiry is checked against the server's clock.
    data: { expiresAt: now + BOT_CHECK_TTL_MS, difficulty },
  });
}

/**
 * Passed when the solution is genuine, unexpired, used for the first time and was worth at least
 * half the cost the address must pay now (its rate may have risen while it was being solved);
 * too_easy when it was cheaper than that, so cheap challenges hoarded early buy nothing later.
 */
export async function verifyBotCheck(
  db: Db,
  key: BotCheckKey,
  payload: string,
  options: { now: number; requiredDifficulty: number },
): Promise<BotCheckOutcome> {
  const { now, requiredDifficulty } = options;
  let parsed: z.infer<typeof Payload>;
  try {
    parsed = Payload.parse(JSON.parse(payload));
  } catch {
    return 'failed';
  }
  const challenge = parsed.challenge as unknown as Challenge;
  const expiresAt = challenge.parameters.data?.expiresAt;
  if (typeof expiresAt !== 'number' || expiresAt <= now) return 'failed';
  const verified = await verifySignedSolution(key, {
    challenge,
    solution: parsed.solution,
    deriveKey,
  }).catch(() => false);
  if (!verified) return 'failed';
  const difficulty = challenge.parameters.data?.difficulty;
  if (typeof difficulty !== 'number' || difficulty * 2 < requiredDifficulty) return 'too_easy';

  // A solution works once: the nonce's row is the proof it has been spent.
  const { numAffectedRows } = await spendNonce(db, {
    nonce: challenge.parameters.nonce,
    expiresAt,
  });
  return Number(numAffectedRows ?? 0) === 1 ? 'passed' : 'failed';
}

/** Forgets spent nonces long expired: their challenges are refused before a nonce is looked up. */
export async function pruneSpentBotChecks(db: Db, now: number): Promise<void> {
  await db
    .deleteFrom('bot_check_uses')
    .where('expires_at', '<', now - SPENT_KEPT_AFTER_EXPIRY_MS)
    .execute();
}

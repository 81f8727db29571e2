// The bot check's rules over a real database: expiry, cost, single use, and forgetting spent nonces.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { migratedDatabasePerTest } from '../../test/migrated-database.js';
import { createBotChallenge, pruneSpentBotChecks, verifyBotCheck } from './bot-check.js';
import { createBotCheckKey } from './bot-check-signing.js';

const MINUTE = 60_000;
const NOW = 1_700_000_000_000;
const key = createBotCheckKey('c3'.repeat(32));

const open = migratedDatabasePerTest();

async function solvedPayload(difficulty = 10, now = NOW): Promise<string> {
  const challenge: Challenge = await createBotChallenge(key, difficulty, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  return JSON.stringify({ challenge, solution });
}

describe('the bot check', () => {
  it('passes a solution once, and refuses it the second time', async () => {
    const db = await open();
    const payload = await solvedPayload();
    const check = { now: NOW, requiredDifficulty: 10 };
    expect(await verifyBotCheck(db, key, payload, check)).toBe('passed');
    expect(await verifyBotCheck(db, key, payload, check)).toBe('failed');
  });

  it('refuses a solution once its challenge is 10 minutes old', async () => {
    const db = await open();
    const payload = await solvedPayload();
    expect(
      await verifyBotCheck(db, key, payload, { now: NOW + 10 * MINUTE, requiredDifficulty: 10 }),
    ).toBe('failed');
  });

  it('calls a solution too easy when the address must now pay more than twice its cost', async () => {
    const db = await open();
    const payload = await solvedPayload(10);
    expect(await verifyBotCheck(db, key, payload, { now: NOW, requiredDifficulty: 21 })).toBe(
      'too_easy',
    );
    // Not spent: the browser solves a harder one, but this one was never used.
    expect(await verifyBotCheck(db, key, payload, { now: NOW, requiredDifficulty: 20 })).toBe(
      'passed',
    );
  });

  it('refuses a solution from a challenge signed with another key', async () => {
    const db = await open();
    const challenge = await createBotChallenge(createBotCheckKey('d4'.repeat(32)), 10, NOW);
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = JSON.stringify({ challenge, solution });
    expect(await verifyBotCheck(db, key, payload, { now: NOW, requiredDifficulty: 10 })).toBe(
      'failed',
    );
  });

  it('keeps a spent nonce until minutes after its challenge expired, then forgets it', async () => {
    const db = await open();
    const payload = await solvedPayload();
    expect(await verifyBotCheck(db, key, payload, { now: NOW, requiredDifficulty: 10 })).toBe(
      'passed',
    );
    const spent = () => db.selectFrom('bot_check_uses').select('id').execute();
    await pruneSpentBotChecks(db, NOW + 11 * MINUTE);
    expect(await spent()).toHaveLength(1);
    await pruneSpentBotChecks(db, NOW + 16 * MINUTE);
    expect(await spent()).toHaveLength(0);
  });
});

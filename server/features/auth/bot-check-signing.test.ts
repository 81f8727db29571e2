// The bot check's own signing: the same bytes altcha-lib signs, and every forgery refused.
import {
  createChallenge,
  solveChallenge,
  verifySolution,
  type Challenge,
  type Solution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import {
  createBotCheckKey,
  createSignedChallenge,
  verifySignedSolution,
  type BotCheckKey,
} from './bot-check-signing.js';

const SECRET = 'a1'.repeat(32);
const key = createBotCheckKey(SECRET);
const options = {
  algorithm: 'SHA-256',
  cost: 1,
  deriveKey,
  counter: 40,
  data: { expiresAt: 1_700_000_600_000, difficulty: 40 },
};

async function solved(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return solution;
}

function verify(challenge: Challenge, solution: Solution, with_: BotCheckKey = key) {
  return verifySignedSolution(with_, { challenge, solution, deriveKey });
}

/** A copy to tamper with. */
function copy<T>(value: T): T {
  return structuredClone(value);
}

describe('bot-check signing', () => {
  it('signs as altcha-lib does: its verifySolution accepts the challenge and its solution', async () => {
    const challenge = await createSignedChallenge(key, options);
    const solution = await solved(challenge);
    expect(solution.counter).toBe(40);
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
      hmacKeySignatureSecret: SECRET,
    });
    expect(result.verified).toBe(true);
    expect(await verify(challenge, solution)).toBe(true);
  });

  it('accepts a challenge altcha-lib signed with the same secret, byte for byte the same form', async () => {
    const challenge = await createChallenge({
      ...options,
      hmacSignatureSecret: SECRET,
      hmacKeySignatureSecret: SECRET,
    });
    expect(await verify(challenge, await solved(challenge))).toBe(true);
    const ours = await createSignedChallenge(key, options);
    expect(Object.keys(ours.parameters)).toEqual(Object.keys(challenge.parameters));
    expect(JSON.stringify(ours.parameters.data)).toBe(JSON.stringify(challenge.parameters.data));
  });

  it('refuses a challenge whose parameters were changed after signing', async () => {
    const challenge = await createSignedChallenge(key, options);
    const solution = await solved(challenge);
    const cheaper = copy(challenge);
    cheaper.parameters.data = { ...cheaper.parameters.data, difficulty: 4000 };
    expect(await verify(cheaper, solution)).toBe(false);
    const later = copy(challenge);
    later.parameters.data = { ...later.parameters.data, expiresAt: 1_800_000_000_000 };
    expect(await verify(later, solution)).toBe(false);
  });

  it('refuses a forged signature, a missing one, and one made with another key', async () => {
    const challenge = await createSignedChallenge(key, options);
    const solution = await solved(challenge);
    const forged = copy(challenge);
    forged.signature =
      (challenge.signature![0] === 'a' ? 'b' : 'a') + challenge.signature!.slice(1);
    expect(await verify(forged, solution)).toBe(false);
    const unsigned = copy(challenge);
    delete unsigned.signature;
    expect(await verify(unsigned, solution)).toBe(false);
    expect(await verify(challenge, solution, createBotCheckKey('b2'.repeat(32)))).toBe(false);
  });

  it('refuses an unsigned challenge even when it is solved', async () => {
    const { counter: _, ...free } = options;
    const unsigned = await createChallenge({ ...free, keyPrefix: '0' });
    expect(await verify(unsigned, await solved(unsigned))).toBe(false);
  });

  it('refuses a wrong counter, even beside the right key', async () => {
    const challenge = await createSignedChallenge(key, options);
    const solution = await solved(challenge);
    expect(await verify(challenge, { ...solution, counter: solution.counter + 1 })).toBe(false);
    expect(await verify(challenge, { ...solution, counter: -1 })).toBe(false);
    expect(await verify(challenge, { ...solution, counter: 2 ** 32 + 40 })).toBe(false);
    expect(await verify(challenge, { ...solution, counter: 40.5 })).toBe(false);
  });

  it("refuses a key that is not the counter's, or not written as altcha-lib writes it", async () => {
    const challenge = await createSignedChallenge(key, options);
    const solution = await solved(challenge);
    const other = (solution.derivedKey[0] === 'a' ? 'b' : 'a') + solution.derivedKey.slice(1);
    expect(await verify(challenge, { ...solution, derivedKey: other })).toBe(false);
    const upper = solution.derivedKey.toUpperCase();
    if (upper !== solution.derivedKey) {
      expect(await verify(challenge, { ...solution, derivedKey: upper })).toBe(false);
    }
    expect(await verify(challenge, { ...solution, derivedKey: '' })).toBe(false);
  });

  it("refuses a challenge signed without the derived key's signature, which the server never makes", async () => {
    const challenge = await createChallenge({ ...options, hmacSignatureSecret: SECRET });
    expect(challenge.parameters.keySignature).toBeUndefined();
    expect(await verify(challenge, await solved(challenge))).toBe(false);
  });
});

// ALTCHA challenges signed and checked with node:crypto on a key made once. altcha-lib signs
// through WebCrypto, an asynchronous job that imports its key again for every signature; these
// signatures are the same bytes, so its solvers (the browser's, the tests') see no difference.
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import {
  createChallenge,
  type Challenge,
  type ChallengeParameters,
  type CreateChallengeOptions,
  type DeriveKeyFunction,
  type Solution,
} from 'altcha-lib';

export type BotCheckKey = KeyObject;

/** The key altcha-lib imports from a secret for each signature: the secret's UTF-8 bytes. */
export function createBotCheckKey(secret: string): BotCheckKey {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

function hmacHex(key: BotCheckKey, data: string | Uint8Array): string {
  return createHmac('sha256', key).update(data).digest('hex');
}

/** altcha-lib's canonical form: keys sorted at every depth, undefined values left out. */
function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .flatMap((key) => (object[key] === undefined ? [] : [[key, sortKeys(object[key])]])),
  );
}

/** Equal text, compared in time that does not depend on where they differ. */
function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const COUNTER_BYTES = 4;
const MAX_COUNTER = 0xffffffff;

/** The password altcha-lib derives a key from: the nonce's bytes, then the counter (uint32, big-endian). */
function password(nonce: string, counter: number): Buffer {
  const nonceBytes = Buffer.from(nonce, 'hex');
  const bytes = Buffer.alloc(nonceBytes.length + COUNTER_BYTES);
  nonceBytes.copy(bytes);
  bytes.writeUInt32BE(counter, nonceBytes.length);
  return bytes;
}

export type SignedChallengeOptions = Omit<
  CreateChallengeOptions,
  'hmacAlgorithm' | 'hmacSignatureSecret' | 'hmacKeySignatureSecret'
> & { counter: number };

/**
 * altcha-lib's `createChallenge` with a known counter, signed as it signs when given both secrets:
 * `keySignature` is the HMAC of the key the counter derives, `signature` that of the parameters.
 */
export async function createSignedChallenge(
  key: BotCheckKey,
  options: SignedChallengeOptions,
): Promise<Challenge> {
  let derivedKey: Uint8Array | undefined;
  const { parameters } = await createChallenge({
    ...options,
    // altcha-lib derives the counter's key once and keeps it to itself: it is what gets signed.
    deriveKey: async (...args) => {
      const result = await options.deriveKey(...args);
      derivedKey = result.derivedKey;
      return result;
    },
  });
  if (!derivedKey) throw new Error('the challenge derived no key');
  const signed = sortKeys({
    ...parameters,
    keySignature: hmacHex(key, derivedKey),
  }) as ChallengeParameters;
  return { parameters: signed, signature: hmacHex(key, JSON.stringify(signed)) };
}

/**
 * Whether a solution solves a challenge signed with this key: the parameters are as signed, the
 * counter derives the key given, and that key is the one signed in `keySignature`. altcha-lib's
 * `verifySolution` checks the last two alternatively; a genuine solver always satisfies both.
 * Expiry, cost and single use are the caller's, from the signed parameters.
 */
export async function verifySignedSolution(
  key: BotCheckKey,
  options: { challenge: Challenge; solution: Solution; deriveKey: DeriveKeyFunction },
): Promise<boolean> {
  const { challenge, solution, deriveKey } = options;
  const { parameters, signature } = challenge;
  if (typeof signature !== 'string') return false;
  if (!sameText(signature, hmacHex(key, JSON.stringify(sortKeys(parameters))))) return false;
  // Signed, so the parameters are the server's own from here on.
  const { keySignature, nonce, salt } = parameters;
  if (typeof keySignature !== 'string') return false;
  const { counter, derivedKey: given } = solution;
  if (typeof given !== 'string' || !/^(?:[0-9a-f]{2})+$/.test(given)) return false;
  if (!Number.isInteger(counter) || counter < 0 || counter > MAX_COUNTER) return false;
  const { derivedKey } = await deriveKey(
    parameters,
    Buffer.from(salt, 'hex'),
    password(nonce, counter),
  );
  const keyMatches = sameText(given, Buffer.from(derivedKey).toString('hex'));
  const keySigned = sameText(keySignature, hmacHex(key, derivedKey));
  return keyMatches && keySigned;
}

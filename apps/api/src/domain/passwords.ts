import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane); the library's defaults differ. */
export const ARGON2_OPTIONS = {
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const CURRENT_PARAMETERS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/** True for hashes made with other (older, weaker) parameters: rehash them at the next sign-in. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_PARAMETERS);
}

/**
 * A hash of a random password, verified when the email has no account so that unknown and
 * known emails take the same path (and about the same time).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${crypto.randomUUID()}`);
  return dummyHash;
}

const zxcvbn = new ZxcvbnFactory({
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
});

export type PasswordVerdict = { ok: true } | { ok: false; message: string };

/**
 * The one policy for signup requests, resets and changes: 8 to 128 characters, no composition
 * rules, refused when zxcvbn scores it 0 or 1 (its feedback becomes the message). The user's own
 * email and names count as guessable words.
 */
export function checkPasswordPolicy(password: string, userInputs: string[] = []): PasswordVerdict {
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    return { ok: false, message: 'Password must be at least 8 characters long.' };
  if (length > PASSWORD_MAX)
    return { ok: false, message: 'Password must be at most 128 characters long.' };
  const inputs = userInputs
    .flatMap((input) => [input, ...input.split(/[@.\s_-]+/)])
    .filter((part) => part.length > 2);
  const result = zxcvbn.check(password, inputs);
  if (result.score >= 2) return { ok: true };
  const { warning, suggestions } = result.feedback;
  const message = warning ?? suggestions[0] ?? 'This password is too easy to guess.';
  return { ok: false, message: `This password is too easy to guess. ${message}`.trim() };
}

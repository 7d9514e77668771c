import { Type, type TSchema } from '@sinclair/typebox';
import { Restricted, SingleLine, TextPatterns } from './text.js';

// What request bodies are made of: the fields people type, and the closed object around them.

/** Email as typed by a person; the API trims and lower-cases it before use. */
export const Email = SingleLine({ format: 'email', minLength: 3, maxLength: 254 });

/** Any password offered at sign-in: bounded so argon2 never hashes megabytes. */
export const PasswordInput = SingleLine({ minLength: 1, maxLength: 128 });

/** A new password: the length part of the policy (strength is checked by the API). */
export const NewPassword = SingleLine({ minLength: 8, maxLength: 128 });

/** Six digits kept as a string so leading zeros survive. */
export const OneTimeCode = Restricted({
  pattern: TextPatterns.sixDigits,
  minLength: 6,
  maxLength: 6,
});

/** Request bodies never accept fields they do not name. */
export function body<T extends Record<string, TSchema>>(properties: T) {
  return Type.Object(properties, { additionalProperties: false });
}

import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Restricted, SingleLine, TextPatterns } from './text.js';

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

export const Role = Type.Union([Type.Literal('admin'), Type.Literal('super_admin')]);
export type Role = Static<typeof Role>;

export const UserStatus = Type.Union([
  Type.Literal('active'),
  Type.Literal('blocked'),
  Type.Literal('frozen'),
  Type.Literal('deleted'),
]);
export type UserStatus = Static<typeof UserStatus>;

export const FieldError = Type.Object(
  { field: Type.String(), message: Type.String() },
  { additionalProperties: false },
);
export type FieldError = Static<typeof FieldError>;

/** Every 4xx/5xx answer of the API. */
export const ErrorAnswer = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    errors: Type.Optional(Type.Array(FieldError)),
  },
  { additionalProperties: false },
);
export type ErrorAnswer = Static<typeof ErrorAnswer>;

/** A success without data. */
export const MessageAnswer = Type.Object(
  { success: Type.Literal(true), message: Type.String() },
  { additionalProperties: false },
);
export type MessageAnswer = Static<typeof MessageAnswer>;

/** Request bodies never accept fields they do not name. */
export function body<T extends Record<string, TSchema>>(properties: T) {
  return Type.Object(properties, { additionalProperties: false });
}

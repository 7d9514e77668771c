import { Type, type Static } from '@sinclair/typebox';

/** One field's error, as a 400 answer lists it. */
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

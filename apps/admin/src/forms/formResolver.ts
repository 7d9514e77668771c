import { typeboxResolver } from '@hookform/resolvers/typebox';
import {
  FormatChecks,
  PatternMessages,
  ValidationMessages,
  fieldMessagesOf,
  type FieldMessages,
} from '@studio/contracts';
import type { Static, TObject } from '@sinclair/typebox';
import { DefaultErrorFunction, SetErrorFunction, ValueErrorType } from '@sinclair/typebox/errors';
import { FormatRegistry } from '@sinclair/typebox';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

// The API validates formats with ajv-formats; TypeBox knows none until told, and the same
// definitions keep the two sides one rule.
for (const [format, check] of Object.entries(FormatChecks)) {
  if (!FormatRegistry.Has(format)) FormatRegistry.Set(format, check);
}

const ruleOf: Partial<Record<ValueErrorType, keyof FieldMessages>> = {
  [ValueErrorType.StringMinLength]: 'minLength',
  [ValueErrorType.StringMaxLength]: 'maxLength',
  [ValueErrorType.StringPattern]: 'pattern',
  [ValueErrorType.StringFormat]: 'format',
  [ValueErrorType.StringFormatUnknown]: 'format',
};

/** The API's wording (its 400 field messages) for a schema without messages of its own. */
function apiWording(error: Parameters<Parameters<typeof SetErrorFunction>[0]>[0]): string {
  // A field left empty is missing, whichever rule the empty text breaks first (a date's
  // pattern, a URL's length): the person is asked to fill it in, not told its format is wrong.
  if (error.value === '' || error.value === undefined || Number.isNaN(error.value))
    return ValidationMessages.required;
  const schema = error.schema as {
    minLength?: number;
    maxLength?: number;
    pattern?: string;
    minimum?: number;
    maximum?: number;
  };
  switch (error.errorType) {
    case ValueErrorType.StringMinLength:
      return ValidationMessages.minLength(schema.minLength ?? 0);
    case ValueErrorType.StringMaxLength:
      return ValidationMessages.maxLength(schema.maxLength ?? 0);
    case ValueErrorType.StringPattern:
      return PatternMessages[schema.pattern ?? ''] ?? ValidationMessages.invalidFormat;
    case ValueErrorType.StringFormat:
      return ValidationMessages.invalidFormat;
    case ValueErrorType.ObjectRequiredProperty:
      return ValidationMessages.required;
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      return ValidationMessages.minimum(schema.minimum ?? 0);
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      return ValidationMessages.maximum(schema.maximum ?? 0);
    case ValueErrorType.Integer:
      return ValidationMessages.type('integer');
    default:
      return DefaultErrorFunction(error);
  }
}

// A field of the contracts' forms says what to show for each rule it breaks; other schemas get
// the API's own wording.
SetErrorFunction((error) => {
  const messages = fieldMessagesOf(error.schema);
  if (!messages) return apiWording(error);
  if (error.value === undefined || error.value === '') return messages.required;
  const rule = ruleOf[error.errorType];
  return (rule && messages[rule]) ?? messages.invalid ?? messages.required;
});

/** A check that needs more than one field or a value outside the form (passwords match). */
export type FormCheck<T> = (values: T) => Partial<Record<keyof T & string, string>>;

/**
 * The TypeBox resolver over a contracts form, plus optional checks that run once the schema
 * passes, so every field shows one message at a time.
 */
export function formResolver<S extends TObject>(
  schema: S,
  check?: FormCheck<Static<S>>,
): Resolver<Static<S>> {
  const base = typeboxResolver(schema) as unknown as Resolver<Static<S>>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (!check) return result;
    const problems = Object.entries(check(values)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) };
    for (const [field, message] of problems) {
      errors[field] ??= { type: 'check', message };
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors: errors as FieldErrors<Static<S>> };
  };
}

export type { FieldValues };

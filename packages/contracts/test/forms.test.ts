import type { TObject, TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import {
  ChangePasswordForm,
  Email,
  ForgotPasswordForm,
  FormatChecks,
  NewPassword,
  NewPasswordForm,
  RequestAccessForm,
  ResetCodeForm,
  ResetEmailForm,
  SignInCodeForm,
  SignInForm,
  SignupRequestCreate,
  birthDateProblem,
  fieldMessagesOf,
} from '../src/index.js';

const forms: Record<string, TObject> = {
  SignInForm,
  SignInCodeForm,
  ForgotPasswordForm,
  ResetEmailForm,
  ResetCodeForm,
  NewPasswordForm,
  ChangePasswordForm,
  RequestAccessForm,
};

/** The rule keywords of a schema, without its annotations. */
const rules = (schema: TSchema | undefined) => {
  const {
    fieldMessages: _messages,
    description: _description,
    ...rest
  } = (schema ?? {}) as Record<string, unknown>;
  return rest;
};

describe('the admin forms', () => {
  it('give every field but a password confirmation a required message', () => {
    for (const [name, form] of Object.entries(forms)) {
      for (const [field, schema] of Object.entries(form.properties)) {
        if (field === 'confirmPassword') continue;
        expect(fieldMessagesOf(schema)?.required, `${name}.${field}`).toMatch(/\S/);
      }
    }
  });

  it('validate each field the API also validates with the API rule itself', () => {
    expect(rules(SignInForm.properties.email)).toEqual(rules(Email));
    expect(rules(ChangePasswordForm.properties.newPassword)).toEqual(rules(NewPassword));
    const asked: Record<string, TSchema> = RequestAccessForm.properties;
    for (const [field, schema] of Object.entries<TSchema>(SignupRequestCreate.properties)) {
      expect(rules(asked[field]), field).toEqual(rules(schema));
    }
  });

  it('check formats as the API does', () => {
    expect(FormatChecks.email('meera.iyer@example.com')).toBe(true);
    expect(FormatChecks.email('meera@')).toBe(false);
    expect(FormatChecks.email('+91 98765 43210')).toBe(false);
    expect(FormatChecks.date('2008-02-29')).toBe(true);
    expect(FormatChecks.date('2007-02-29')).toBe(false);
    expect(FormatChecks.date('15/08/1994')).toBe(false);
    for (const [value, valid] of [
      ['2026-11-26T10:00:00.000Z', true],
      ['2026-11-26 10:00:00+05:30', true],
      ['2026-11-26t10:00:00z', true],
      ['2026-11-26T10:00Z', false],
      ['2026-11-26T10:00:00', false],
      ['2026-02-30T10:00:00Z', false],
    ] as const)
      expect(FormatChecks['date-time'](value), value).toBe(valid);
    expect(FormatChecks.uuid('0b6f2d4c-1111-4000-8000-000000000001')).toBe(true);
    expect(FormatChecks.uuid('0b6f2d4c')).toBe(false);
  });

  it('refuse a birth date in the future or less than 16 years ago, to the day', () => {
    const today = new Date('2026-11-23T10:00:00Z');
    expect(birthDateProblem('2010-11-23', today)).toBeNull();
    expect(birthDateProblem('2010-11-24', today)).toBe('You must be at least 16 years old');
    expect(birthDateProblem('2026-11-23', today)).toBe('Must be a date in the past');
    expect(birthDateProblem('1899-12-31', today)).toBe('Must be a date after 1900');
  });
});

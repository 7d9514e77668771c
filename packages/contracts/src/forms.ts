import { CloneType, Type, type Static, type TSchema } from '@sinclair/typebox';
import { Email, NewPassword, OneTimeCode, PasswordInput, body } from './requests.js';
import { BirthDate, CountryCode, PhoneNumber, SignupMessages } from './signup-requests.js';
import { PatternMessages, SingleLine, Text, TextPatterns } from './text.js';

/*
 * The admin app's forms. Each field is the very schema the API validates with, annotated with the
 * message the form shows for it: `required` while the field is empty, otherwise the message of
 * the rule it breaks (`invalid` for any rule without its own). Annotations are not validation
 * keywords, so the rules stay the API's.
 */

/** The messages of one form field. */
export interface FieldMessages {
  required: string;
  invalid?: string;
  minLength?: string;
  maxLength?: string;
  pattern?: string;
  format?: string;
}

/** The schema keyword the messages live under. */
export const FIELD_MESSAGES = 'fieldMessages';

function withMessages<T extends TSchema>(schema: T, messages: FieldMessages): T {
  return CloneType(schema, { [FIELD_MESSAGES]: messages });
}

/** The messages attached to a form field's schema, if any. */
export function fieldMessagesOf(schema: unknown): FieldMessages | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const messages = (schema as Record<string, unknown>)[FIELD_MESSAGES];
  return typeof messages === 'object' && messages !== null
    ? (messages as FieldMessages)
    : undefined;
}

/** Every text the forms show, beside the rules they belong to. */
export const FormMessages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  otpRequired: 'Please enter the OTP sent to your email.',
  otpInvalid: 'The code is the 6 digits from the email we sent you.',
  captchaRequired: 'Please enter the characters from the image.',
  captchaMismatch: 'The characters you entered do not match the image.',
  newPasswordRequired: 'Please enter a new password.',
  passwordToChooseRequired: 'Please choose a password.',
  newPasswordTooShort: 'Password must be at least 8 characters long.',
  newPasswordTooLong: 'Password must be at most 128 characters long.',
  passwordsDoNotMatch: 'Passwords do not match.',
  currentPasswordRequired: 'Please enter your current password.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  phoneRequired: 'Please enter your phone number.',
  phoneTooShort: 'Please enter a phone number of at least 4 digits.',
  countryRequired: 'Please enter your country.',
  countryCodeRequired: 'Please enter your country code, such as +91 or IN.',
  birthDateRequired: 'Please enter your date of birth.',
  birthDateInvalid: 'Please enter a valid date.',
  birthDateTooYoung: SignupMessages.tooYoung,
  birthDateNotPast: SignupMessages.notPast,
  textTooLong: 'Please keep this under 100 characters.',
  reasonRequired: 'Please provide a reason for this action',
} as const;

/** The forgot-password captcha: this many characters from CAPTCHA_ALPHABET. */
export const CAPTCHA_LENGTH = 3;
export const CAPTCHA_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const email = withMessages(Email, {
  required: FormMessages.emailRequired,
  invalid: FormMessages.emailInvalid,
});
const newPassword = withMessages(NewPassword, {
  required: FormMessages.newPasswordRequired,
  minLength: FormMessages.newPasswordTooShort,
  maxLength: FormMessages.newPasswordTooLong,
  invalid: PatternMessages[TextPatterns.singleLine],
});
/** The second typing of a new password; compared with the first by the form. */
const confirmation = Type.String();

/** Sign-in, step 1. */
export const SignInForm = body({
  email,
  password: withMessages(PasswordInput, {
    required: FormMessages.passwordRequired,
    invalid: PatternMessages[TextPatterns.singleLine],
  }),
});
export type SignInForm = Static<typeof SignInForm>;

/** Sign-in, step 2. */
export const SignInCodeForm = body({
  otp: withMessages(OneTimeCode, {
    required: FormMessages.otpRequired,
    invalid: FormMessages.otpInvalid,
  }),
});
export type SignInCodeForm = Static<typeof SignInCodeForm>;

/** Forgot password: codes go by email only, so anything but an email asks for one. */
export const ForgotPasswordForm = body({
  email: withMessages(Email, {
    required: FormMessages.emailRequired,
    invalid: FormMessages.emailRequired,
  }),
  captcha: withMessages(SingleLine({ minLength: 1, maxLength: CAPTCHA_LENGTH }), {
    required: FormMessages.captchaRequired,
    invalid: FormMessages.captchaMismatch,
  }),
});
export type ForgotPasswordForm = Static<typeof ForgotPasswordForm>;

/** Reset password opened without the email of the forgot-password step. */
export const ResetEmailForm = body({ email });
export type ResetEmailForm = Static<typeof ResetEmailForm>;

/** Reset password, step 1: kept locally until the final submit. */
export const ResetCodeForm = body({
  otp: withMessages(OneTimeCode, {
    required: FormMessages.otpRequired,
    invalid: FormMessages.otpRequired,
  }),
});
export type ResetCodeForm = Static<typeof ResetCodeForm>;

/** Reset password, step 2. */
export const NewPasswordForm = body({ newPassword, confirmPassword: confirmation });
export type NewPasswordForm = Static<typeof NewPasswordForm>;

/** The account menu's change-password form: the new password typed twice, as reset asks. */
export const ChangePasswordForm = body({
  currentPassword: withMessages(PasswordInput, {
    required: FormMessages.currentPasswordRequired,
    invalid: PatternMessages[TextPatterns.singleLine],
  }),
  newPassword,
  confirmPassword: confirmation,
});
export type ChangePasswordForm = Static<typeof ChangePasswordForm>;

/** System Settings' backup download: the password again (the archive holds password hashes). */
export const BackupForm = body({
  currentPassword: withMessages(PasswordInput, {
    required: FormMessages.currentPasswordRequired,
    invalid: PatternMessages[TextPatterns.singleLine],
  }),
});
export type BackupForm = Static<typeof BackupForm>;

const name = (required: string) =>
  withMessages(Text(100), {
    required,
    maxLength: FormMessages.textTooLong,
    invalid: PatternMessages[TextPatterns.visibleLine],
  });

/** The request-access form: the fields of the signup request, plus the password typed twice. */
export const RequestAccessForm = body({
  firstName: name(FormMessages.firstNameRequired),
  lastName: name(FormMessages.lastNameRequired),
  email,
  phoneNumber: withMessages(PhoneNumber, {
    required: FormMessages.phoneRequired,
    minLength: FormMessages.phoneTooShort,
    invalid: PatternMessages[TextPatterns.phoneNumber],
  }),
  country: name(FormMessages.countryRequired),
  countryCode: withMessages(CountryCode, {
    required: FormMessages.countryCodeRequired,
    invalid: PatternMessages[TextPatterns.countryCode],
  }),
  birthDate: withMessages(BirthDate, {
    required: FormMessages.birthDateRequired,
    invalid: FormMessages.birthDateInvalid,
  }),
  password: withMessages(NewPassword, {
    ...fieldMessagesOf(newPassword),
    required: FormMessages.passwordToChooseRequired,
  }),
  confirmPassword: confirmation,
});
export type RequestAccessForm = Static<typeof RequestAccessForm>;

/** The formats the contracts use, as the API's validator (ajv-formats, full mode) defines them. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** ajv-formats' full-mode time: seconds required, a zone (`Z` or an offset) required. */
const TIME =
  /^([01]\d|2[0-3]):([0-5]\d):(?:[0-5]\d|60)(?:\.\d+)?(?:z|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)$/i;
const UUID = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

export const FormatChecks: Readonly<
  Record<'email' | 'date' | 'date-time' | 'uuid', (value: string) => boolean>
> = {
  email: (value) => EMAIL.test(value),
  'date-time': (value) => {
    const [date, time, ...rest] = value.split(/t|\s/i);
    return rest.length === 0 && !!date && !!time && isDate(date) && TIME.test(time);
  },
  uuid: (value) => UUID.test(value),
  date: (value) => isDate(value),
};

function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month] ?? 0))
  );
}

import { Type, type Static } from '@sinclair/typebox';
import { Email, NewPassword, OneTimeCode, PasswordInput, body } from './requests.js';
import { SingleLine } from './text.js';
import { Role } from './users.js';

export const SessionUser = Type.Object(
  {
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    role: Role,
  },
  { additionalProperties: false },
);
export type SessionUser = Static<typeof SessionUser>;

/** POST /api/super-admin/verify-credentials: the password step, also the resend. */
export const VerifyCredentialsRequest = body({ email: Email, password: PasswordInput });
export type VerifyCredentialsRequest = Static<typeof VerifyCredentialsRequest>;

export const VerifyCredentialsAnswer = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    /**
     * True when this answer mailed a new code. False inside 60 s of the last code mailed to this
     * email: nothing was sent and that code is still the one to use (the message says so).
     */
    codeSent: Type.Boolean(),
    /** Seconds the code to use stays valid. */
    expiresInSeconds: Type.Integer(),
    /** Seconds before verify-credentials may send another code. */
    resendAfterSeconds: Type.Integer(),
  },
  { additionalProperties: false },
);
export type VerifyCredentialsAnswer = Static<typeof VerifyCredentialsAnswer>;

/** POST /api/super-admin/verify-otp: the code step; the session arrives as a cookie. */
export const VerifyOtpRequest = body({ email: Email, otp: OneTimeCode });
export type VerifyOtpRequest = Static<typeof VerifyOtpRequest>;

/** GET /api/auth/session, and the body of a successful verify-otp (with its message). */
export const SessionAnswer = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.Optional(Type.String()),
    user: SessionUser,
    /** ISO time at which the session ends at the latest (24 h after sign-in). */
    expiresAt: Type.String({ format: 'date-time' }),
    /**
     * ISO time at which the session ends if no request arrives before it (the idle timeout,
     * SESSION_IDLE_MINUTES after the last recorded activity; never after `expiresAt`).
     */
    idleExpiresAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type SessionAnswer = Static<typeof SessionAnswer>;

/** POST /api/auth/change-password */
export const ChangePasswordRequest = body({
  currentPassword: PasswordInput,
  newPassword: NewPassword,
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** POST /api/super-admin/backup: the password again, since a backup holds password hashes. */
export const BackupRequest = body({
  currentPassword: PasswordInput,
});
export type BackupRequest = Static<typeof BackupRequest>;

/**
 * POST /api/super-admin/backup/link: after the password is confirmed, a link the browser's own
 * download fetches (GET, same session, valid for a minute), so the archive streams to disk.
 */
export const BackupLinkAnswer = Type.Object(
  { success: Type.Literal(true), url: Type.String(), expiresAt: Type.String() },
  { additionalProperties: false },
);
export type BackupLinkAnswer = Static<typeof BackupLinkAnswer>;

/** GET /api/super-admin/backups: the scheduled archives kept, newest first, and the last failure. */
export const ScheduledBackupsAnswer = Type.Object(
  {
    success: Type.Literal(true),
    /** Hours between scheduled backups; 0: none are made. */
    intervalHours: Type.Integer(),
    keep: Type.Integer(),
    backups: Type.Array(
      Type.Object(
        { name: Type.String(), bytes: Type.Integer(), createdAt: Type.String() },
        { additionalProperties: false },
      ),
    ),
    lastFailure: Type.Union([
      Type.Object({ at: Type.String(), reason: Type.String() }, { additionalProperties: false }),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type ScheduledBackupsAnswer = Static<typeof ScheduledBackupsAnswer>;

/** GET /api/super-admin/backup/download?ticket=… */
export const BackupDownloadQuery = Type.Object(
  { ticket: SingleLine({ minLength: 1, maxLength: 512 }) },
  { additionalProperties: false },
);
export type BackupDownloadQuery = Static<typeof BackupDownloadQuery>;

/** POST /api/forgot-password */
export const ForgotPasswordRequest = body({ email: Email });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

/** POST /api/admin/reset-password */
export const ResetPasswordRequest = body({
  email: Email,
  otp: OneTimeCode,
  newPassword: NewPassword,
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

/** The exact texts the API answers with, so the admin app and the tests share them. */
export const AuthMessages = {
  invalidCredentials: 'Invalid email or password',
  codeSent: 'A verification code has been sent to your email.',
  invalidOtp: 'Invalid or expired OTP',
  signedIn: 'Signed in successfully',
  signInRequired: 'Please sign in to continue.',
  wrongRole: "You don't have permission to do this.",
  signedOut: 'Signed out',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'Current password is incorrect',
  forgotPassword:
    'Password reset instructions have been sent to your email address. Please check your inbox.',
  invalidResetCode: 'Invalid or expired reset code',
  passwordReset: 'Password reset successful. Please sign in with your new password.',
  samePassword: 'The new password must differ from the current one.',
  codeNotSent: 'The code could not be sent. Please try again in a moment.',
} as const;

/** 423 while an email is locked; N is whole minutes, rounded up, never more than the lock's 15. */
export function lockedMessage(minutes: number): string {
  return `Account temporarily locked. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The right password inside 60 s of the last code: nothing is mailed, that code stands. */
export function codeStillValidMessage(seconds: number): string {
  return `We already emailed you a code: it is still the one to use. You can ask for a new one in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

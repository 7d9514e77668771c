import { FormMessages, NewPasswordForm, ResetCodeForm, ResetEmailForm } from '@studio/contracts';
import { Button, Link, PasswordInput, Text } from '@studio/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { isNetworkError } from '../api/client';
import { useResetPassword } from '../api/auth';
import { AuthForm, AuthSubmit } from '../forms/AuthForm';
import { FormAlert } from '../forms/FormAlert';
import { requiredField } from '../forms/requiredField';
import { formResolver } from '../forms/formResolver';
import { NewPasswordField } from '../forms/NewPasswordField';
import { OtpField } from '../forms/OtpField';
import { ResetEmailField } from '../forms/ResetEmailField';
import { applyServerFieldErrors } from '../forms/serverErrors';
import { AuthScreen } from '../layout/AuthScreen';
import { paths } from '../routePaths';
import { readSignInNotice } from '../session/notices';

const REDIRECT_AFTER_MS = 2000;
const SUCCESS = 'Password reset successful! Redirecting to login...';

function resetError(error: unknown): string {
  if (isNetworkError(error)) return 'Network error. Please check your connection and try again.';
  return error instanceof Error && error.message
    ? error.message
    : 'An error occurred. Please try again.';
}

/**
 * Whether this screen is the page the browser just reloaded. History state survives a reload, but
 * the email is asked for again then, as when the screen is opened from the mail's link.
 */
function isReloadOf(pathname: string): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' && new URL(entry.name).pathname === pathname;
}

/**
 * Resets a password with the emailed code: the code (kept here until the end), then the new
 * password. The email comes from the forgot-password step, or is asked for when the screen is
 * opened from the mail's link or reloaded.
 */
export default function ResetPasswordScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState(() =>
    isReloadOf(location.pathname) ? null : (readSignInNotice(location.state).email ?? null),
  );
  const [step, setStep] = useState<'email' | 'code' | 'password'>(email ? 'code' : 'email');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  const emailForm = useForm<ResetEmailForm>({
    resolver: formResolver(ResetEmailForm),
    defaultValues: { email: '' },
  });
  const codeForm = useForm<ResetCodeForm>({
    resolver: formResolver(ResetCodeForm),
    defaultValues: { otp: '' },
  });
  const passwordForm = useForm<NewPasswordForm>({
    resolver: formResolver(NewPasswordForm, ({ newPassword, confirmPassword }) =>
      newPassword === confirmPassword ? {} : { confirmPassword: FormMessages.passwordsDoNotMatch },
    ),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(
      () => void navigate(paths.adminLogin, { replace: true, state: { email } }),
      REDIRECT_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate, email]);

  useEffect(() => {
    if (step === 'code') codeForm.setFocus('otp');
    if (step === 'password') passwordForm.setFocus('newPassword');
  }, [step, codeForm, passwordForm]);

  const submitEmail = emailForm.handleSubmit(({ email: typed }) => {
    setEmail(typed.trim().toLowerCase());
    setStep('code');
  });

  const submitCode = codeForm.handleSubmit(() => {
    setError(null);
    setStep('password');
  });

  const submitPassword = passwordForm.handleSubmit(async ({ newPassword }) => {
    if (!email) return;
    setError(null);
    try {
      await reset.mutateAsync({ email, otp: codeForm.getValues('otp'), newPassword });
    } catch (failure) {
      if (applyServerFieldErrors(failure, passwordForm.setError, ['newPassword'])) return;
      const message = resetError(failure);
      if (applyServerFieldErrors(failure, codeForm.setError, ['otp'])) {
        // A wrong or expired code: back to the step where it can be typed again.
        codeForm.setValue('otp', '');
        setStep('code');
        codeForm.setError('otp', { type: 'server', message });
        return;
      }
      setError(message);
    }
  });

  const footer = (
    <Link asChild>
      <RouterLink to={paths.superAdminLogin}>Back to Login</RouterLink>
    </Link>
  );

  if (reset.isSuccess) {
    return (
      <AuthScreen title="Reset Password" footer={footer}>
        <FormAlert tone="success">{SUCCESS}</FormAlert>
      </AuthScreen>
    );
  }

  if (step === 'email') {
    return (
      <AuthScreen
        title="Reset Password"
        lead="Enter the email address the reset code was sent to."
        footer={footer}
      >
        <AuthForm onSubmit={submitEmail}>
          <ResetEmailField {...requiredField(emailForm, 'email')} />
          <Button type="submit" variant="primary" fullWidth>
            Continue
          </Button>
          <Text size="sm" tone="muted">
            No code yet?{' '}
            <Link asChild>
              <RouterLink to={paths.forgotPassword}>Ask for one</RouterLink>
            </Link>
          </Text>
        </AuthForm>
      </AuthScreen>
    );
  }

  if (step === 'code') {
    return (
      <AuthScreen
        title="Reset Password"
        lead={`Step 1 of 2: enter the 6-digit code we sent to ${email}.`}
        footer={footer}
      >
        <AuthForm onSubmit={submitCode}>
          <OtpField control={codeForm.control} label="Reset code" />
          <Button type="submit" variant="primary" fullWidth>
            Continue
          </Button>
          <Button asChild variant="ghost">
            <RouterLink to={paths.forgotPassword}>Back</RouterLink>
          </Button>
        </AuthForm>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Reset Password"
      lead="Step 2 of 2: choose a new password for your account."
      footer={footer}
    >
      <AuthForm onSubmit={submitPassword}>
        <input type="hidden" name="username" autoComplete="username" value={email ?? ''} readOnly />
        <NewPasswordField {...requiredField(passwordForm, 'newPassword')} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...requiredField(passwordForm, 'confirmPassword')}
        />
        <AuthSubmit error={error} pending={reset.isPending} pendingText="Resetting...">
          Reset Password
        </AuthSubmit>
        <Button variant="ghost" onClick={() => setStep('code')}>
          Back
        </Button>
      </AuthForm>
    </AuthScreen>
  );
}

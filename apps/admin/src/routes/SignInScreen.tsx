import { SignInCodeForm, SignInForm, type Role } from '@studio/contracts';
import { Button, Link, PasswordInput, Stack, TextField, useToast } from '@studio/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Link as RouterLink,
  Navigate,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
import { isApiError } from '../api/client';
import { signInErrorMessage, useVerifyCredentials, useVerifyOtp } from '../api/auth';
import { useSession } from '../api/session';
import { AuthForm, AuthSubmit } from '../forms/AuthForm';
import { FormAlert } from '../forms/FormAlert';
import { requiredField } from '../forms/requiredField';
import { formResolver } from '../forms/formResolver';
import { OtpField } from '../forms/OtpField';
import { useCountdown } from '../forms/useCountdown';
import { AuthScreen } from '../layout/AuthScreen';
import { PageSpinner } from '../layout/PageSpinner';
import { dashboardPath, dashboards, paths, safeReturnUrl, signInRoleOf } from '../routePaths';
import { readSignInNotice } from '../session/notices';

const RESEND_SECONDS = 60;

/**
 * Sign-in for admins and super admins (each screen is headed for one role and accepts both):
 * email and password, then the code mailed to them. Success replaces this history entry with the
 * person's own dashboard, or the page of it they came for.
 */
export default function SignInScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { toast } = useToast();
  const session = useSession();
  const notice = readSignInNotice(location.state).notice;
  const title = dashboards[signInRoleOf(location.pathname)].signInTitle;
  const destinationFor = (role: Role) =>
    safeReturnUrl(searchParams.get('returnUrl'), role) ?? dashboardPath(role);

  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const { secondsLeft: resendIn, start: startResendWait } = useCountdown();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  // False when the password step mailed nothing because a code sent under 60 s ago still stands.
  const [freshCode, setFreshCode] = useState(true);

  const credentials = useForm<SignInForm>({
    resolver: formResolver(SignInForm),
    defaultValues: { email: readSignInNotice(location.state).email ?? '', password: '' },
  });
  const code = useForm<SignInCodeForm>({
    resolver: formResolver(SignInCodeForm),
    defaultValues: { otp: '' },
  });
  const verifyCredentials = useVerifyCredentials();
  const verifyOtp = useVerifyOtp();

  useEffect(() => {
    if (step === 'code') code.setFocus('otp');
  }, [step, code]);

  if (session.isPending) return <PageSpinner label="Checking your session" />;
  if (session.data && !verifyOtp.isPending && !verifyOtp.isSuccess) {
    return <Navigate to={destinationFor(session.data.user.role)} replace />;
  }

  const sendCode = credentials.handleSubmit(async (values) => {
    setError(null);
    setStatus(null);
    try {
      const answer = await verifyCredentials.mutateAsync(values);
      code.reset({ otp: '' });
      setFreshCode(answer.codeSent);
      setStep('code');
      startResendWait(answer.resendAfterSeconds || RESEND_SECONDS);
      setStatus(answer.message);
    } catch (failure) {
      setError(signInErrorMessage(failure, 'Invalid email or password'));
    }
  });

  const resend = async () => {
    setError(null);
    setStatus(null);
    try {
      const answer = await verifyCredentials.mutateAsync(credentials.getValues());
      code.reset({ otp: '' });
      startResendWait(answer.resendAfterSeconds || RESEND_SECONDS);
      if (answer.codeSent) {
        setFreshCode(true);
        toast.success('New OTP sent to your email!');
      } else {
        setStatus(answer.message);
      }
    } catch (failure) {
      if (isApiError(failure) && failure.status === 429 && failure.retryAfterSeconds) {
        startResendWait(failure.retryAfterSeconds);
      }
      setError(signInErrorMessage(failure, 'Failed to resend OTP'));
    }
  };

  const verify = code.handleSubmit(async ({ otp }) => {
    setError(null);
    setStatus(null);
    try {
      const signedIn = await verifyOtp.mutateAsync({ email: credentials.getValues('email'), otp });
      await navigate(destinationFor(signedIn.user.role), { replace: true });
    } catch (failure) {
      code.reset({ otp: '' });
      code.setFocus('otp');
      setError(signInErrorMessage(failure, 'Invalid OTP'));
    }
  });

  const backToLogin = () => {
    code.reset({ otp: '' });
    setError(null);
    setStatus(null);
    setStep('credentials');
  };

  const footer = (
    <>
      <Link asChild>
        <RouterLink to={paths.forgotPassword}>Forgot password?</RouterLink>
      </Link>
      <Link asChild>
        <RouterLink to={paths.requestAccess}>Request access</RouterLink>
      </Link>
      <Link href="/">Back to the website</Link>
    </>
  );

  if (step === 'code') {
    const email = credentials.getValues('email');
    return (
      <AuthScreen
        title={title}
        lead={
          freshCode
            ? `Enter the 6-digit code we sent to ${email}. It is valid for 10 minutes.`
            : `Enter the 6-digit code we already sent to ${email}.`
        }
        footer={footer}
      >
        <AuthForm onSubmit={verify}>
          <FormAlert tone="success">{status}</FormAlert>
          <OtpField control={code.control} label="Verification code" />
          <AuthSubmit error={error} pending={verifyOtp.isPending} pendingText="Verifying...">
            Verify OTP
          </AuthSubmit>
          <Stack direction="row" gap="3" justify="space-between" wrap>
            <Button variant="ghost" onClick={backToLogin}>
              Back to Login
            </Button>
            <Button
              variant="secondary"
              disabled={resendIn > 0}
              loading={verifyCredentials.isPending}
              loadingText="Sending..."
              onClick={() => void resend()}
            >
              {resendIn > 0 ? `Resend OTP in ${resendIn}s` : 'Resend OTP'}
            </Button>
          </Stack>
        </AuthForm>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title={title}
      lead="Sign in with your email and password. We will email you a one-time code."
      footer={footer}
    >
      <AuthForm onSubmit={sendCode}>
        <FormAlert tone="muted">{notice}</FormAlert>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          {...requiredField(credentials, 'email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          {...requiredField(credentials, 'password')}
        />
        <AuthSubmit
          error={error}
          pending={verifyCredentials.isPending}
          pendingText="Sending OTP..."
        >
          Send OTP
        </AuthSubmit>
      </AuthForm>
    </AuthScreen>
  );
}

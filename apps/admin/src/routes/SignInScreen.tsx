import { SignInCodeForm, SignInForm, type Role } from '@studio/contracts';
import { Button, Link, PasswordInput, Stack, TextField, useToast } from '@studio/ui';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
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
const SECOND_MS = 1000;
const CODE_EXPIRED = 'Your code has expired. Enter your password again for a new one.';

type Step = 'credentials' | 'code';
type StepMessage = { step: Step; error?: string; status?: string };

/** The code step is a history entry of its own, marked in its state. */
type SignInHistoryState = { signInStep?: 'code' };
const isCodeEntry = (state: unknown) => (state as SignInHistoryState | null)?.signInStep === 'code';

/**
 * Sign-in for admins and super admins (each screen is headed for one role and accepts both):
 * email and password, then the code mailed to them. The code step is a history entry above the
 * password step, so Back returns to the password step and Forward to a code that still stands.
 * Success leaves by the password step's entry, replaced with the person's own dashboard (or the
 * page of it they came for), so Back reaches neither step.
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

  // The code mailed (or standing) is known until it expires; forgotten then, or once used.
  // A new object per code mailed or confirmed standing, so that each restarts the wait.
  const [codeLifetime, setCodeLifetime] = useState<{ ms: number } | null>(null);
  const onCodeEntry = isCodeEntry(location.state);
  const step: Step = onCodeEntry && codeLifetime !== null ? 'code' : 'credentials';
  const { secondsLeft: resendIn, start: startResendWait } = useCountdown();
  // What the last try said, shown only on the step it belongs to (Back and Forward keep it there).
  const [message, setMessage] = useState<StepMessage | null>(null);
  const error = message?.step === step ? (message.error ?? null) : null;
  const status = message?.step === step ? (message.status ?? null) : null;
  // False when the password step mailed nothing because a code sent under 60 s ago still stands.
  const [freshCode, setFreshCode] = useState(true);
  // Where a person signed in on the code step goes, once Back has left that step's entry.
  const [leavingFor, setLeavingFor] = useState<string | null>(null);

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
  // The code being checked: the sixth digit and Enter (or a second Enter) send it once.
  const codeInFlight = useRef(false);

  // An expired code is forgotten: the code step (on screen, or reached by Forward) gives way to
  // the password step.
  useEffect(() => {
    if (codeLifetime === null) return;
    const timer = setTimeout(() => {
      setCodeLifetime(null);
      setMessage({ step: 'credentials', status: CODE_EXPIRED });
    }, codeLifetime.ms);
    return () => clearTimeout(timer);
  }, [codeLifetime]);

  // The password step's entry, reached by Back after signing in, becomes the destination.
  useEffect(() => {
    if (leavingFor && !onCodeEntry) void navigate(leavingFor, { replace: true });
  }, [leavingFor, onCodeEntry, navigate]);

  if (session.isPending) return <PageSpinner label="Checking your session" />;
  if (session.data && !verifyOtp.isPending && !verifyOtp.isSuccess) {
    return <Navigate to={destinationFor(session.data.user.role)} replace />;
  }

  const sendCode = credentials.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const answer = await verifyCredentials.mutateAsync(values);
      code.reset({ otp: '' });
      setFreshCode(answer.codeSent);
      setCodeLifetime({ ms: answer.expiresInSeconds * SECOND_MS });
      startResendWait(answer.resendAfterSeconds || RESEND_SECONDS);
      setMessage({ step: 'code', status: answer.message });
      // A code entry left over (reloaded, or its code expired) is reused rather than stacked.
      await navigate(location, {
        replace: onCodeEntry,
        state: { signInStep: 'code' } satisfies SignInHistoryState,
      });
    } catch (failure) {
      setMessage({
        step: 'credentials',
        error: signInErrorMessage(failure, 'Invalid email or password'),
      });
    }
  });

  const resend = async () => {
    setMessage(null);
    try {
      const answer = await verifyCredentials.mutateAsync(credentials.getValues());
      code.reset({ otp: '' });
      setCodeLifetime({ ms: answer.expiresInSeconds * SECOND_MS });
      startResendWait(answer.resendAfterSeconds || RESEND_SECONDS);
      if (answer.codeSent) {
        setFreshCode(true);
        toast.success('New OTP sent to your email!');
      } else {
        setMessage({ step: 'code', status: answer.message });
      }
    } catch (failure) {
      if (isApiError(failure) && failure.status === 429 && failure.retryAfterSeconds) {
        startResendWait(failure.retryAfterSeconds);
      }
      setMessage({ step: 'code', error: signInErrorMessage(failure, 'Failed to resend OTP') });
    }
  };

  const checkCode = async ({ otp }: SignInCodeForm) => {
    setMessage(null);
    try {
      const signedIn = await verifyOtp.mutateAsync({ email: credentials.getValues('email'), otp });
      setCodeLifetime(null);
      setLeavingFor(destinationFor(signedIn.user.role));
      await navigate(-1);
    } catch (failure) {
      // Cleared, so the same code is not sent again until another is typed.
      code.reset({ otp: '' });
      code.setFocus('otp');
      setMessage({ step: 'code', error: signInErrorMessage(failure, 'Invalid OTP') });
    }
  };

  const verify = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (codeInFlight.current) return;
    codeInFlight.current = true;
    try {
      await code.handleSubmit(checkCode)();
    } finally {
      codeInFlight.current = false;
    }
  };

  const backToLogin = () => {
    code.reset({ otp: '' });
    void navigate(-1);
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
        <AuthForm onSubmit={(event) => void verify(event)}>
          <FormAlert tone="success">{status}</FormAlert>
          <OtpField
            control={code.control}
            label="Verification code"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the step opens on the person's own Send OTP, and typing the code is all it asks
            autoFocus
            onComplete={() => void verify()}
          />
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
        <FormAlert tone="muted">{status ?? notice}</FormAlert>
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

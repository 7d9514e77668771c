import { ForgotPasswordForm, FormMessages } from '@studio/contracts';
import { Button, Link, Stack, TextField } from '@studio/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { isApiError, isNetworkError } from '../api/client';
import { useForgotPassword } from '../api/auth';
import { CaptchaImage, captchaMatches, newCaptchaCode } from '../forms/Captcha';
import { AuthForm, AuthSubmit } from '../forms/AuthForm';
import { FormAlert } from '../forms/FormAlert';
import { requiredField } from '../forms/requiredField';
import { formResolver } from '../forms/formResolver';
import { ResetEmailField } from '../forms/ResetEmailField';
import { AuthScreen } from '../layout/AuthScreen';
import { paths } from '../routePaths';
import type { SignInNotice } from '../session/notices';

/** Time to read the answer before the reset screen opens. */
const REDIRECT_AFTER_MS = 2000;

function forgotPasswordError(error: unknown): string {
  if (isNetworkError(error)) return 'Network error. Please check your connection and try again.';
  if (isApiError(error) && error.status === 404) return 'No account found with this email address.';
  if (isApiError(error) && error.message) return error.message;
  return 'An error occurred. Please try again.';
}

/** Asks for a reset code by email, behind a small captcha. */
export default function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState(newCaptchaCode);
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordForm>({
    resolver: formResolver(ForgotPasswordForm, ({ captcha: typed }) =>
      captchaMatches(typed, captcha) ? {} : { captcha: FormMessages.captchaMismatch },
    ),
    defaultValues: { email: '', captcha: '' },
  });
  const sentTo = forgot.isSuccess ? forgot.variables.email : null;

  useEffect(() => {
    if (sentTo === null) return;
    const timer = window.setTimeout(() => {
      const state: SignInNotice = { email: sentTo };
      void navigate(paths.resetPassword('new'), { state });
    }, REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [sentTo, navigate]);

  const newCode = () => {
    setCaptcha(newCaptchaCode());
    form.resetField('captcha');
    form.setFocus('captcha');
  };

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await forgot.mutateAsync({ email: email.trim().toLowerCase() });
    } catch (failure) {
      setError(forgotPasswordError(failure));
    }
  });

  return (
    <AuthScreen
      title="Forgot Password"
      lead="Enter the email address of your admin account. We will email you a code to reset your password."
      footer={
        <Link asChild>
          <RouterLink to={paths.superAdminLogin}>Back to Login</RouterLink>
        </Link>
      }
    >
      {forgot.isSuccess ? (
        <FormAlert tone="success">{forgot.data.message}</FormAlert>
      ) : (
        <AuthForm onSubmit={onSubmit}>
          <ResetEmailField {...requiredField(form, 'email')} />
          <Stack gap="2">
            <Stack direction="row" wrap align="center" gap="3">
              <CaptchaImage code={captcha} />
              <Button variant="ghost" size="sm" onClick={newCode}>
                New Code
              </Button>
            </Stack>
            <TextField
              label="Characters in the image"
              hint="Three letters or digits; upper or lower case both work."
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={3}
              {...requiredField(form, 'captcha')}
            />
          </Stack>
          <AuthSubmit error={error} pending={forgot.isPending} pendingText="Sending...">
            Continue
          </AuthSubmit>
        </AuthForm>
      )}
    </AuthScreen>
  );
}

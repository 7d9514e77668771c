import { FormMessages, RequestAccessForm, birthDateProblem } from '@studio/contracts';
import { Box, Button, Grid, Link, PasswordInput, TextField } from '@studio/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { useRequestAccess } from '../api/auth';
import { AuthForm, AuthSubmit } from '../forms/AuthForm';
import { FormAlert } from '../forms/FormAlert';
import { requiredField } from '../forms/requiredField';
import { formResolver } from '../forms/formResolver';
import { applyServerFieldErrors } from '../forms/serverErrors';
import { AuthScreen } from '../layout/AuthScreen';
import { paths } from '../routePaths';
import * as styles from './RequestAccessScreen.css';

const fields = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'country',
  'countryCode',
  'birthDate',
  'password',
] as const;

/** The public request-access form: a super admin reviews what it sends. */
export default function RequestAccessScreen() {
  const [error, setError] = useState<string | null>(null);
  const request = useRequestAccess();
  const form = useForm<RequestAccessForm>({
    resolver: formResolver(RequestAccessForm, ({ birthDate, password, confirmPassword }) => {
      const problems: Partial<Record<keyof RequestAccessForm, string>> = {};
      const birth = birthDateProblem(birthDate, new Date());
      if (birth) problems.birthDate = birth;
      if (password !== confirmPassword) problems.confirmPassword = FormMessages.passwordsDoNotMatch;
      return problems;
    }),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      country: '',
      countryCode: '',
      birthDate: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _typedTwice, ...body }) => {
    setError(null);
    try {
      await request.mutateAsync(body);
    } catch (failure) {
      if (!applyServerFieldErrors(failure, form.setError, fields)) {
        setError(errorMessage(failure, 'An error occurred. Please try again.'));
      }
    }
  });

  const footer = (
    <Link asChild>
      <RouterLink to={paths.adminLogin}>Already have an account? Sign in</RouterLink>
    </Link>
  );

  if (request.isSuccess) {
    return (
      <AuthScreen title="Request Admin Access" footer={footer}>
        <FormAlert tone="success">{request.data.message}</FormAlert>
        <Button asChild variant="secondary">
          <a href="/">Back to the website</a>
        </Button>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Request Admin Access"
      lead="Tell us who you are. A super admin reviews every request and answers by email."
      footer={footer}
    >
      <AuthForm onSubmit={onSubmit}>
        <Grid columns={{ base: '1', small: '2' }}>
          <TextField
            label="First name"
            autoComplete="given-name"
            {...requiredField(form, 'firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            {...requiredField(form, 'lastName')}
          />
        </Grid>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...requiredField(form, 'email')}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          {...requiredField(form, 'country')}
        />
        <Box display="grid" gap="4" className={styles.codeAndPhone}>
          <TextField
            label="Country code"
            hint="+91 or IN"
            autoComplete="tel-country-code"
            {...requiredField(form, 'countryCode')}
          />
          <TextField
            label="Phone number"
            // A hint like the country code's keeps the two inputs on one line.
            hint="e.g. 98450 12345"
            type="tel"
            autoComplete="tel-national"
            {...requiredField(form, 'phoneNumber')}
          />
        </Box>
        <TextField
          label="Date of birth"
          hint="As YYYY-MM-DD, for example 1994-08-15. You must be at least 16."
          autoComplete="bday"
          inputMode="numeric"
          {...requiredField(form, 'birthDate')}
        />
        <PasswordInput
          label="Password"
          hint="8 to 128 characters. A few unrelated words make a strong one; you will sign in with it once approved."
          autoComplete="new-password"
          {...requiredField(form, 'password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...requiredField(form, 'confirmPassword')}
        />
        <AuthSubmit error={error} pending={request.isPending} pendingText="Sending...">
          Request Access
        </AuthSubmit>
      </AuthForm>
    </AuthScreen>
  );
}

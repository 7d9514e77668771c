import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, signedOut, stubApi } from '../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the reset-password screen', () => {
  it('given it is opened directly › asks for the email first', async () => {
    stubApi(() => signedOut);
    const user = userEvent.setup();
    renderApp('/reset-password/any-token');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email address/), 'admin@studio.local');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Step 1 of 2.*admin@studio\.local/)).toBeInTheDocument();
  });

  it('given the screen is reloaded › asks for the email again, though history state still holds it', async () => {
    stubApi(() => signedOut);
    const reload: PerformanceEntry & Pick<PerformanceNavigationTiming, 'type'> = {
      type: 'reload',
      entryType: 'navigation',
      name: `${window.location.origin}/reset-password/new`,
      startTime: 0,
      duration: 0,
      toJSON: () => ({}),
    };
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([reload]);
    renderApp('/reset-password/new', { email: 'admin@studio.local' });
    expect(await screen.findByLabelText(/^Email address/)).toHaveValue('');
    expect(screen.queryByText(/admin@studio\.local/)).toBeNull();
  });

  it('given step 1 without a code › Continue › asks for the code', async () => {
    stubApi(() => signedOut);
    const user = userEvent.setup();
    renderApp('/reset-password/new', { email: 'admin@studio.local' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the OTP sent to your email.')).toBeInTheDocument();
  });

  it('given step 2 › names each rule of the new password', async () => {
    stubApi(() => signedOut);
    const user = userEvent.setup();
    renderApp('/reset-password/new', { email: 'admin@studio.local' });
    await user.type(await screen.findByLabelText(/^Reset code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const submit = await screen.findByRole('button', { name: 'Reset Password' });
    await user.click(submit);
    expect(await screen.findByText('Please enter a new password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(submit);
    expect(
      await screen.findByText('Password must be at least 8 characters long.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), ' enough now');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'something else');
    await user.click(submit);
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
  });

  async function reachStepTwo(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText(/^Reset code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/^New password/), 'violet harbour engine');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'violet harbour engine');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('given a wrong code › returns to step 1 with the API message', async () => {
    stubApi(({ path }) =>
      path === '/api/admin/reset-password'
        ? json(400, {
            success: false,
            message: 'Invalid or expired reset code',
            errors: [{ field: 'otp', message: 'Invalid or expired reset code' }],
          })
        : signedOut,
    );
    const user = userEvent.setup();
    renderApp('/reset-password/new', { email: 'admin@studio.local' });
    await reachStepTwo(user);
    expect(await screen.findByText('Invalid or expired reset code')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Reset code/)).toHaveValue('');
  });

  it('given a weak password › shows the API feedback at the field', async () => {
    const feedback = 'This password is too easy to guess. This is a commonly used password.';
    stubApi(({ path }) =>
      path === '/api/admin/reset-password'
        ? json(400, {
            success: false,
            message: feedback,
            errors: [{ field: 'newPassword', message: feedback }],
          })
        : signedOut,
    );
    const user = userEvent.setup();
    renderApp('/reset-password/new', { email: 'admin@studio.local' });
    await reachStepTwo(user);
    expect(await screen.findByText(feedback)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining(feedback),
    );
  });

  it('given the right code › resets, says so and opens sign-in', async () => {
    const calls = stubApi(({ path }) =>
      path === '/api/admin/reset-password'
        ? json(200, {
            success: true,
            message: 'Password reset successful. Please sign in with your new password.',
          })
        : signedOut,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/reset-password/new', { email: 'admin@studio.local' });
    await reachStepTwo(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset successful! Redirecting to login...',
    );
    expect(calls.find((call) => call.path === '/api/admin/reset-password')?.body).toEqual({
      email: 'admin@studio.local',
      otp: '123456',
      newPassword: 'violet harbour engine',
    });
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});

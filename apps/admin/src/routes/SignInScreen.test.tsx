import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, signedOut, stubApi, superAdminSession } from '../test/renderApp';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const codeSent = json(200, {
  success: true,
  message: 'A verification code has been sent to your email.',
  codeSent: true,
  expiresInSeconds: 600,
  resendAfterSeconds: 60,
});

async function fillCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Email/), 'admin@studio.local');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

describe('the sign-in screen', () => {
  it('given empty fields › Send OTP › names each missing field and calls nothing', async () => {
    const calls = stubApi(() => signedOut);
    const user = userEvent.setup();
    renderApp('/super-admin/login');
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('given a malformed email › Send OTP › asks for a valid one', async () => {
    stubApi(() => signedOut);
    const user = userEvent.setup();
    renderApp('/admin/login');
    await user.type(await screen.findByLabelText(/^Email/), 'admin@');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it.each([
    [
      401,
      { success: false, message: 'Invalid email or password' },
      {},
      'Invalid email or password',
    ],
    [
      423,
      { success: false, message: 'Account temporarily locked. Try again in 15 minutes.' },
      { 'Retry-After': '900' },
      'Account temporarily locked. Try again in 15 minutes.',
    ],
    [423, {}, { 'Retry-After': '120' }, 'Account temporarily locked. Try again in 2 minutes.'],
    [
      429,
      { success: false, message: 'Too many requests. Please try again later.' },
      { 'Retry-After': '30' },
      'Too many requests. Please try again later.',
    ],
  ])('given the API answers %i › shows the right message', async (status, body, headers, text) => {
    stubApi(({ path }) =>
      path === '/api/super-admin/verify-credentials' ? json(status, body, headers) : signedOut,
    );
    const user = userEvent.setup();
    renderApp('/super-admin/login');
    await fillCredentials(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('given a code mailed less than 60 s ago › Send OTP again › shows the code step saying that code stands and when a new one can come', async () => {
    const stands =
      'We already emailed you a code: it is still the one to use. You can ask for a new one in 42 seconds.';
    stubApi(({ path }) =>
      path === '/api/super-admin/verify-credentials'
        ? json(200, {
            success: true,
            message: stands,
            codeSent: false,
            expiresInSeconds: 582,
            resendAfterSeconds: 42,
          })
        : signedOut,
    );
    const user = userEvent.setup();
    renderApp('/admin/login');
    await fillCredentials(user);
    expect(await screen.findByLabelText(/^Verification code/)).toHaveFocus();
    expect(screen.getByText(stands)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend OTP in 42s' })).toBeDisabled();
    expect(screen.queryByText(/we sent to .* It is valid for 10 minutes/)).toBeNull();
  });

  it('given no network › Send OTP › says so', async () => {
    stubApi(({ path }) => {
      if (path === '/api/super-admin/verify-credentials') throw new TypeError('Failed to fetch');
      return signedOut;
    });
    const user = userEvent.setup();
    renderApp('/super-admin/login');
    await fillCredentials(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it('given the code step › a wrong code › shows the API message and clears the code', async () => {
    stubApi(({ path }) => {
      if (path === '/api/super-admin/verify-credentials') return codeSent;
      if (path === '/api/super-admin/verify-otp')
        return json(401, { success: false, message: 'Invalid or expired OTP' });
      return signedOut;
    });
    const user = userEvent.setup();
    renderApp('/super-admin/login');
    await fillCredentials(user);
    const code = await screen.findByLabelText(/^Verification code/);
    expect(screen.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please enter the OTP sent to your email.')).toBeInTheDocument();
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(
      await screen.findByText('The code is the 6 digits from the email we sent you.'),
    ).toBeInTheDocument();
    await user.type(code, '6');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP');
    expect(code).toHaveValue('');
  });

  it('given the code step › typing the sixth digit › sends the code once, without a click, and not again until it changes', async () => {
    const calls = stubApi(({ path }) => {
      if (path === '/api/super-admin/verify-credentials') return codeSent;
      if (path === '/api/super-admin/verify-otp')
        return json(401, { success: false, message: 'Invalid or expired OTP' });
      return signedOut;
    });
    const otpCalls = () => calls.filter((call) => call.path === '/api/super-admin/verify-otp');
    const user = userEvent.setup();
    renderApp('/super-admin/login');
    await fillCredentials(user);
    const code = await screen.findByLabelText(/^Verification code/);
    await user.type(code, '12345');
    expect(otpCalls()).toHaveLength(0);
    await user.type(code, '6{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP');
    expect(otpCalls().map((call) => call.body)).toEqual([
      { email: 'admin@studio.local', otp: '123456' },
    ]);
    // The failed code was cleared; pressing Enter sends nothing until a new code is typed.
    await user.keyboard('{Enter}');
    expect(otpCalls()).toHaveLength(1);
    await user.type(code, '654321');
    await waitFor(() => expect(otpCalls()).toHaveLength(2));
    expect(otpCalls()[1]?.body).toEqual({ email: 'admin@studio.local', otp: '654321' });
  });

  it('given a pasted "123 456" › sends the six digits once, without a click, and opens the returnUrl in place of the sign-in', async () => {
    let signedIn = false;
    const calls = stubApi(({ path }) => {
      if (path === '/api/super-admin/verify-credentials') return codeSent;
      if (path === '/api/super-admin/verify-otp') {
        signedIn = true;
        return json(200, { ...superAdminSession, message: 'Signed in successfully' });
      }
      return signedIn ? json(200, superAdminSession) : signedOut;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/super-admin/login?returnUrl=%2Fsuper-admin%2Fdashboard%2Finbox');
    await fillCredentials(user);
    await user.click(await screen.findByLabelText(/^Verification code/));
    await user.paste('123 456');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/super-admin/dashboard/inbox'),
    );
    expect(calls.find((call) => call.path === '/api/super-admin/verify-otp')?.body).toEqual({
      email: 'admin@studio.local',
      otp: '123456',
    });
    expect(calls.filter((call) => call.path === '/api/super-admin/verify-otp')).toHaveLength(1);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('given a returnUrl to another site › signing in › opens the dashboard instead', async () => {
    let signedIn = false;
    stubApi(({ path }) => {
      if (path === '/api/super-admin/verify-credentials') return codeSent;
      if (path === '/api/super-admin/verify-otp') {
        signedIn = true;
        return json(200, superAdminSession);
      }
      return signedIn ? json(200, superAdminSession) : signedOut;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/super-admin/login?returnUrl=%2F%2Fevil.example%2Fx');
    await fillCredentials(user);
    await user.type(await screen.findByLabelText(/^Verification code/), '123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin/dashboard'));
  });

  it('given Back to Login › returns to the password step', async () => {
    stubApi(({ path }) => (path === '/api/super-admin/verify-credentials' ? codeSent : signedOut));
    const user = userEvent.setup();
    renderApp('/super-admin/login');
    await fillCredentials(user);
    await user.type(await screen.findByLabelText(/^Verification code/), '123');
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText(/^Verification code/)).toHaveValue('');
  });

  it('given the code step › Back › shows the password step, and Forward the code step again', async () => {
    stubApi(({ path }) => (path === '/api/super-admin/verify-credentials' ? codeSent : signedOut));
    const user = userEvent.setup();
    const { router } = renderApp('/super-admin/login');
    await fillCredentials(user);
    await user.type(await screen.findByLabelText(/^Verification code/), '12');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@studio.local');
    await act(() => router.navigate(1));
    expect(await screen.findByLabelText(/^Verification code/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('given a code that has expired › Forward to the code step › shows the password step', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi(({ path }) => (path === '/api/super-admin/verify-credentials' ? codeSent : signedOut));
    const user = userEvent.setup();
    const { router } = renderApp('/super-admin/login');
    await fillCredentials(user);
    await screen.findByLabelText(/^Verification code/);
    await act(() => router.navigate(-1));
    await screen.findByRole('button', { name: 'Send OTP' });
    act(() => vi.advanceTimersByTime(600_000));
    await act(() => router.navigate(1));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Verification code/)).toBeNull();
    expect(
      screen.getByText('Your code has expired. Enter your password again for a new one.'),
    ).toBeVisible();
  });

  it('given a signed-in user › opening sign-in › shows the dashboard', async () => {
    stubApi(() => json(200, superAdminSession));
    const { router } = renderApp('/super-admin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin/dashboard'));
  });
});

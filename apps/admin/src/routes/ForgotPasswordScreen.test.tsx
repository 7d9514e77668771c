import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, signedOut, stubApi } from '../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const instructions =
  'Password reset instructions have been sent to your email address. Please check your inbox.';

/** The characters the captcha image draws. */
const captchaText = () =>
  within(screen.getByRole('img', { name: 'Security code image' }))
    .getAllByText(/^[A-Z0-9]$/)
    .map((node) => node.textContent)
    .join('');

describe('the forgot-password screen', () => {
  it('given empty fields › Continue › asks for the email and the characters', async () => {
    stubApi(() => signedOut);
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the characters from the image.')).toBeInTheDocument();
  });

  it('given a phone number › Continue › asks for an email address', async () => {
    stubApi(() => signedOut);
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email address/), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
  });

  it('given other characters than the image › Continue › says they do not match', async () => {
    const calls = stubApi(() => signedOut);
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email address/), 'admin@studio.local');
    const wrong = captchaText() === 'AAA' ? 'BBB' : 'AAA';
    await user.type(screen.getByLabelText(/^Characters in the image/), wrong);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('The characters you entered do not match the image.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('given New Code › draws another image and clears the typed characters', async () => {
    stubApi(() => signedOut);
    const user = userEvent.setup();
    renderApp('/forgot-password');
    const field = await screen.findByLabelText(/^Characters in the image/);
    await user.type(field, 'xyz');
    await user.click(screen.getByRole('button', { name: 'New Code' }));
    expect(field).toHaveValue('');
    expect(captchaText()).toMatch(/^[A-Z0-9]{3}$/);
  });

  it('given the right characters in lower case › Continue › sends the lower-cased email and shows the answer', async () => {
    const calls = stubApi(({ path }) =>
      path === '/api/forgot-password'
        ? json(200, { success: true, message: instructions })
        : signedOut,
    );
    const user = userEvent.setup();
    const { router } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email address/), 'Admin@Studio.Local');
    await user.type(screen.getByLabelText(/^Characters in the image/), captchaText().toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('status')).toHaveTextContent(instructions);
    expect(calls.find((call) => call.path === '/api/forgot-password')?.body).toEqual({
      email: 'admin@studio.local',
    });
    expect(await screen.findByText(/Step 1 of 2/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/new');
  });

  it.each([
    [
      {
        status: 429,
        body: { success: false, message: 'Too many requests. Please try again later.' },
      },
      'Too many requests. Please try again later.',
    ],
    [{ status: 500, body: {} }, 'An error occurred. Please try again.'],
    [null, 'Network error. Please check your connection and try again.'],
  ])('given a failed request › shows %#', async (answer, text) => {
    stubApi(({ path }) => {
      if (path !== '/api/forgot-password') return signedOut;
      if (!answer) throw new TypeError('Failed to fetch');
      return answer;
    });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email address/), 'admin@studio.local');
    await user.type(screen.getByLabelText(/^Characters in the image/), captchaText());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('admin@studio.local');
  });
});

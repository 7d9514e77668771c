import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, signedOut, stubApi } from '../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const valid = {
  'First name': 'Meera',
  'Last name': 'Iyer',
  Email: 'meera.iyer@example.com',
  Country: 'India',
  'Country code': '+91',
  'Phone number': '98765 43210',
  'Date of birth': '1994-08-15',
  Password: 'violet harbour engine',
  'Confirm password': 'violet harbour engine',
} as const;

type Label = keyof typeof valid;

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  changes: Partial<Record<Label, string>> = {},
) {
  for (const [label, value] of Object.entries({ ...valid, ...changes })) {
    const field = await screen.findByLabelText(new RegExp(`^${label}\\W*$`));
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  await user.click(screen.getByRole('button', { name: 'Request Access' }));
}

describe('the request-access screen', () => {
  it('given empty fields › names every missing one', async () => {
    stubApi(() => signedOut);
    const user = userEvent.setup();
    renderApp('/admin/signup');
    await user.click(await screen.findByRole('button', { name: 'Request Access' }));
    for (const text of [
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter your email address.',
      'Please enter your country.',
      'Please enter your country code, such as +91 or IN.',
      'Please enter your phone number.',
      'Please enter your date of birth.',
      'Please choose a password.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  // One field broken at a time, so no rule hides another.
  it.each<[Label, string, string]>([
    ['Email', 'meera@', 'Please enter a valid email address.'],
    ['Phone number', '98765x43', 'Must be a phone number: digits, spaces and + ( ) . / - only'],
    ['Phone number', '987', 'Please enter a phone number of at least 4 digits.'],
    ['Country code', 'India', 'Must be a dialling code such as +91 or a country code such as IN'],
    ['Date of birth', '15/08/1994', 'Please enter a valid date.'],
    [
      'Date of birth',
      `${new Date().getUTCFullYear() - 10}-01-01`,
      'You must be at least 16 years old',
    ],
    ['Date of birth', `${new Date().getUTCFullYear() + 1}-01-01`, 'Must be a date in the past'],
    ['Password', 'short', 'Password must be at least 8 characters long.'],
    ['Confirm password', 'violet harbour', 'Passwords do not match.'],
  ])('given %s "%s" › says "%s" and sends nothing', async (label, value, text) => {
    const calls = stubApi(() => signedOut);
    const user = userEvent.setup();
    renderApp('/admin/signup');
    await fill(user, { [label]: value });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('given the API refuses the password › shows its feedback at the field and keeps the form', async () => {
    const feedback = 'This password is too easy to guess. This is a commonly used password.';
    stubApi(({ path }) =>
      path === '/api/admin/signup-requests'
        ? json(400, {
            success: false,
            message: feedback,
            errors: [{ field: 'password', message: feedback }],
          })
        : signedOut,
    );
    const user = userEvent.setup();
    renderApp('/admin/signup');
    await fill(user);
    expect(await screen.findByText(feedback)).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name\W*$/)).toHaveValue('Meera');
  });

  it('given a valid request › sends the fields without the confirmation and shows the answer', async () => {
    const received =
      'Thank you! Your request has been received. A super admin will review it, and you will hear from us by email.';
    const calls = stubApi(({ path }) =>
      path === '/api/admin/signup-requests'
        ? json(201, { success: true, message: received })
        : signedOut,
    );
    const user = userEvent.setup();
    renderApp('/admin/signup');
    await fill(user);
    expect(await screen.findByRole('status')).toHaveTextContent(received);
    expect(calls.find((call) => call.path === '/api/admin/signup-requests')?.body).toEqual({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera.iyer@example.com',
      phoneNumber: '98765 43210',
      country: 'India',
      countryCode: '+91',
      birthDate: '1994-08-15',
      password: 'violet harbour engine',
    });
  });

  it('given no network › says so and keeps what was typed', async () => {
    stubApi(({ path }) => {
      if (path === '/api/admin/signup-requests') throw new TypeError('Failed to fetch');
      return signedOut;
    });
    const user = userEvent.setup();
    renderApp('/admin/signup');
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
    expect(screen.getByLabelText(/^Email\W*$/)).toHaveValue('meera.iyer@example.com');
  });
});

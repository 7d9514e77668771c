import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import ErrorPage, { createErrorId, loader as errorLoader } from './error';
import NotFoundPage, { loader as notFoundLoader } from './not-found';
import StatusErrorPage, { loader as statusLoader } from './status-error';

function renderAt(entries: string[]) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <h1>Home</h1> },
    { path: '/site', Component: () => <h1>Sitemap</h1> },
    { path: '/contact-support', Component: () => <h1>Contact Support</h1> },
    { path: '/error', Component: ErrorPage, loader: errorLoader },
    { path: '/500', Component: StatusErrorPage, loader: statusLoader },
    { path: '/403', Component: StatusErrorPage, loader: statusLoader },
    { path: '/401', Component: StatusErrorPage, loader: statusLoader },
    { path: '*', Component: NotFoundPage, loader: notFoundLoader },
  ]);
  render(<Stub initialEntries={entries} />);
}

// Whole pages render in jsdom with role queries, and navigations settle asynchronously: allow
// for a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 });

describe('error pages', { timeout: 20_000 }, () => {
  it('an error ID is ERR- and the time in base 36', () => {
    expect(createErrorId(Date.UTC(2026, 10, 23, 23, 0, 0))).toBe(
      `ERR-${Date.UTC(2026, 10, 23, 23, 0, 0).toString(36).toUpperCase()}`,
    );
    expect(createErrorId()).toMatch(/^ERR-[0-9A-Z]{8,}$/);
  });

  it('/error shows a code, title, message and an error ID, with Try Again, Go Home and Contact Support', async () => {
    const user = userEvent.setup();
    renderAt(['/', '/error']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error Something went wrong' }),
    ).toBeVisible();
    expect(screen.getByText(/Please try again; if it keeps happening/)).toBeVisible();
    expect(screen.getByText(/^ERR-[0-9A-Z]{8,}$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact-support',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  it.each([
    ['/500', '500 Server Error', 'Something went wrong on our end. Please try again later.'],
    ['/403', '403 Access Denied', "You don't have permission to access this page."],
    ['/401', '401 Sign-in Required', 'Please log in to access this page.'],
  ])('%s shows its code, title and message', async (path, heading, message) => {
    renderAt([path]);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('/401 offers the sign-in page', async () => {
    renderAt(['/401']);
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  it('an unknown path shows 404 Page Not Found with Go Home and View Sitemap', async () => {
    const user = userEvent.setup();
    renderAt(['/no-such-page']);
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeVisible();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'View Sitemap' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  });
});

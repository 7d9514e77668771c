import { configure, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import CookiesPage, { loader as cookiesLoader } from './cookies';
import LegalInformationPage, { loader as legalLoader } from './legal';
import PrivacyPage, { loader as privacyLoader } from './privacy';
import TermsPage, { loader as termsLoader } from './terms';

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: '/privacy', Component: PrivacyPage, loader: privacyLoader },
    { path: '/terms', Component: TermsPage, loader: termsLoader },
    { path: '/cookies', Component: CookiesPage, loader: cookiesLoader },
    { path: '/legal', Component: LegalInformationPage, loader: legalLoader },
  ]);
  render(<Stub initialEntries={[path]} />);
}

// Whole pages render in jsdom with role queries, and navigations settle asynchronously: allow
// for a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 });

describe('legal pages', { timeout: 20_000 }, () => {
  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Use'],
    ['/cookies', 'Cookie Policy'],
    ['/legal', 'Legal Information'],
  ])(
    '%s: title, last updated January 1, 2024, contents linking to every section, back to home',
    async (path, title) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByText('Last updated January 1, 2024')).toBeVisible();
      const contents = within(
        screen.getByRole('navigation', { name: 'On this page' }),
      ).getAllByRole('link');
      const sections = screen
        .getAllByRole('heading', { level: 2 })
        .filter((heading) => heading.id !== 'legal-contents');
      expect(contents.map((link) => link.textContent)).toEqual(
        sections.map((heading) => heading.textContent),
      );
      expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    },
  );

  it('privacy: children under 13 are not served', async () => {
    renderAt('/privacy');
    expect(await screen.findByText(/not directed at children under 13/)).toBeVisible();
  });

  it('cookies: states how long each kind of cookie lasts', async () => {
    renderAt('/cookies');
    expect(await screen.findByText('Persistent cookies: up to 2 years.')).toBeVisible();
    expect(screen.getByText('Analytics cookies: 1-2 years.')).toBeVisible();
    expect(screen.getByText(/^Marketing cookies: 1-3 years/)).toBeVisible();
  });

  it('terms: the governing law is a marked gap until the studio fills it in', async () => {
    renderAt('/terms');
    const section = within(await screen.findByRole('region', { name: 'Governing law' }));
    expect(
      section.getByText('To be completed: Country or state whose law governs these terms'),
    ).toBeVisible();
  });

  it('legal: entity, registration and tax details are marked gaps; the email is a real link', async () => {
    renderAt('/legal');
    const section = within(await screen.findByRole('region', { name: 'Company details' }));
    expect(
      section.getByText('To be completed: Registered legal name of the company'),
    ).toBeVisible();
    expect(
      section.getByText('To be completed: Company registration number and register'),
    ).toBeVisible();
    expect(section.getByText('To be completed: VAT or tax identification number')).toBeVisible();
    expect(section.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});

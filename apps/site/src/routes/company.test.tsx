import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { siteConfig } from '@studio/content/site';
import CompanyPage, { loader } from './company';

// The root layout puts every page inside <main>.
const Main = ({ children }: { children: ReactNode }) => <main>{children}</main>;

const renderCompany = async () => {
  const Stub = createRoutesStub([
    { path: '/company', Component: CompanyPage, loader },
    { path: '/careers', Component: () => <h1>Careers</h1> },
  ]);
  render(<Stub initialEntries={['/company']} />, { wrapper: Main });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'The Sargam Studios Company' },
    { timeout: 10_000 },
  );
};

// jsdom with axe is slow on a busy machine; these tests wait on nothing but rendering.
describe('company page', { timeout: 20_000 }, () => {
  it("states the studio's facts from the site config", async () => {
    await renderCompany();
    const facts = screen.getByRole('region', { name: 'Company Facts' });
    expect(within(facts).getByText(siteConfig.email)).toBeVisible();
    expect(within(facts).getByText(siteConfig.hours)).toBeVisible();
    expect(within(facts).getByText('2018')).toBeVisible();
  });

  it('links on to careers with client navigation', async () => {
    await renderCompany();
    await userEvent.click(screen.getByRole('link', { name: /^Careers/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  });

  it('has no axe violations', async () => {
    await renderCompany();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

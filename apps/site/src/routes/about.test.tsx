import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import AboutPage, { loader } from './about';

// The root layout puts every page inside <main>.
const Main = ({ children }: { children: ReactNode }) => <main>{children}</main>;

const renderAbout = async () => {
  const Stub = createRoutesStub([
    { path: '/about', Component: AboutPage, loader },
    { path: '/leadership', Component: () => <h1>Leadership</h1> },
    { path: '/', Component: () => <h1>Home</h1> },
  ]);
  render(<Stub initialEntries={['/about']} />, { wrapper: Main });
  return screen.findByRole(
    'heading',
    { level: 1, name: 'About Sargam Studios' },
    { timeout: 10_000 },
  );
};

// jsdom with axe is slow on a busy machine; these tests wait on nothing but rendering.
describe('about page', { timeout: 20_000 }, () => {
  it('shows every section of the studio story', async () => {
    await renderAbout();
    for (const name of [
      'Meet the Founder',
      'Our Story',
      'Our Mission',
      'By the Numbers',
      'Our Values',
      'Our Journey',
      'Looking Forward',
      'Meet Our Team',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    for (const value of [
      'Excellence',
      'Innovation',
      'Collaboration',
      'Authenticity',
      'Community',
      'Sustainability',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    for (const year of ['2018', '2019', '2020', '2021', '2022', '2023']) {
      expect(screen.getByText(year)).toBeVisible();
    }
    expect(screen.getByText('500+')).toBeVisible();
    expect(screen.getByText('100%')).toBeVisible();
  });

  it('given a team card › opening it › shows the bio, the experience line and social links, and closes with ×', async () => {
    await renderAbout();
    const team = screen.getByRole('region', { name: /Meet Our Team/ });
    expect(within(team).getAllByRole('button')).toHaveLength(3);
    const card = within(team).getByRole('button', { name: /Ananya Iyer/ });
    await userEvent.click(card);

    const modal = await screen.findByRole('dialog', { name: 'Ananya Iyer' });
    expect(within(modal).getByText('Production Designer & Director')).toBeVisible();
    expect(within(modal).getByText(/years of experience/)).toBeVisible();
    for (const network of ['Instagram', 'X', 'Facebook']) {
      const link = within(modal).getByRole('link', {
        name: `${network} profile of Ananya Iyer (opens in a new tab)`,
      });
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(await axe.run(document.body)).toHaveProperty('violations', []);

    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('View Full Team goes to the leadership page', async () => {
    await renderAbout();
    await userEvent.click(screen.getByRole('link', { name: 'View Full Team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leadership' })).toBeVisible();
  });

  it('goes back home', async () => {
    await renderAbout();
    await userEvent.click(screen.getByRole('link', { name: /Back to Home/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  it('has no axe violations', async () => {
    await renderAbout();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

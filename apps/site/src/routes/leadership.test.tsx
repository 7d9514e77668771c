import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import LeadershipPage, { loader } from './leadership';

// The root layout puts every page inside <main>.
const Main = ({ children }: { children: ReactNode }) => <main>{children}</main>;

const renderLeadership = async () => {
  const Stub = createRoutesStub([{ path: '/leadership', Component: LeadershipPage, loader }]);
  render(<Stub initialEntries={['/leadership']} />, { wrapper: Main });
  await screen.findByRole('heading', { level: 1, name: 'Our Leadership' }, { timeout: 10_000 });
};

// jsdom with axe is slow on a busy machine; these tests wait on nothing but rendering.
describe('leadership page', { timeout: 20_000 }, () => {
  it('shows four executives, each with stat badges and social links opening in a new tab', async () => {
    await renderLeadership();
    const executives = screen.getByRole('region', { name: 'Executive Team' });
    const roles = [
      'Founder & CEO',
      'Chief Technology Officer',
      'Chief Creative Officer',
      'Chief Operating Officer',
    ];
    for (const role of roles) expect(within(executives).getByText(role)).toBeVisible();
    expect(within(executives).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const highlights = within(executives).getByRole('list', { name: 'Meera Kapoor: highlights' });
    expect(within(highlights).getAllByRole('listitem')).toHaveLength(3);
    const profile = within(executives).getByRole('link', { name: /^Meera Kapoor on Instagram/ });
    expect(profile).toHaveAttribute('href', 'https://www.instagram.com/meera.kapoor.ops');
    expect(profile).toHaveAttribute('target', '_blank');
  });

  it('shows the four-person advisory board and the principles', async () => {
    await renderLeadership();
    const board = screen.getByRole('region', { name: 'Advisory Board' });
    expect(within(board).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const principles = screen.getByRole('region', { name: 'Leadership Principles' });
    expect(within(principles).getAllByRole('listitem')).toHaveLength(4);
  });

  it('has no axe violations', async () => {
    await renderLeadership();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamMember } from '../TeamModal';
import { TeamGrid } from './TeamGrid';

const team: TeamMember[] = [
  {
    name: 'Arjun Mehta',
    role: 'Founder & Producer',
    bio: 'Arjun founded Example Records in 2018.',
  },
  { name: 'Kavya Iyer', role: 'Production Designer & Director', bio: 'Kavya directs our videos.' },
  { name: 'Rohan Mishra', role: 'Singer, Composer & Lyricist', bio: 'Rohan sings and composes.' },
];

describe('TeamGrid', () => {
  // The modal's code loads on a card's first press (TeamCard.load.test.tsx holds that press
  // back). Compiling it here first keeps that press within findBy's wait on a busy machine.
  beforeAll(async () => {
    await import('../TeamModal/TeamModal');
  });

  it('given three members › then a named section lists three cards and the action', () => {
    render(
      <TeamGrid
        members={team}
        heading={<h2>Meet Our Team</h2>}
        action={<a href="/about/team">View Full Team</a>}
      />,
    );
    const section = screen.getByRole('region', { name: 'Meet Our Team' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByRole('button', { name: /Kavya Iyer/ })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View Full Team' })).toBeInTheDocument();
  });

  it('given a card › when clicked › then that member’s modal opens and closing returns focus to it', async () => {
    render(<TeamGrid members={team} />);
    const card = screen.getByRole('button', { name: /Kavya Iyer/ });
    await userEvent.click(card);
    expect(await screen.findByRole('dialog', { name: 'Kavya Iyer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card).toHaveFocus();
  });

  it('has no axe violations closed and open', async () => {
    const { container } = render(<TeamGrid members={team} heading={<h2>Meet Our Team</h2>} />);
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /Arjun Mehta/ }));
    await screen.findByRole('dialog');
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

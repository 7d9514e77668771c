import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { TeamModal, type TeamMember } from './TeamModal';

const arjun: TeamMember = {
  name: 'Arjun Mehta',
  role: 'Founder & Producer',
  bio: 'Arjun founded Example Records in 2018.',
  image: '/team/arjun.svg',
  social: {
    instagram: 'https://instagram.com/arjun',
    x: 'https://x.com/arjun',
    youtube: 'https://youtube.com/@arjun',
    facebook: 'https://facebook.com/arjun',
  },
};

const kavya: TeamMember = {
  name: 'Kavya Iyer',
  role: 'Production Designer & Director',
  bio: 'Kavya designs and directs the studio’s music videos.',
  social: { instagram: 'https://instagram.com/kavya', x: 'https://x.com/kavya' },
};

describe('TeamModal', () => {
  it('given an open modal › then it shows the name as title, the role, the bio as description and nothing it was not given', async () => {
    render(<TeamModal member={arjun} defaultOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Arjun Mehta' });
    expect(dialog).toHaveAccessibleDescription('Arjun founded Example Records in 2018.');
    expect(within(dialog).getByText('Founder & Producer')).toBeInTheDocument();
    expect(within(dialog).queryByText(/experience/i)).not.toBeInTheDocument();
  });

  it('given all four networks › then each is an external link with a clear label, in a new tab, without opener or referrer', async () => {
    render(<TeamModal member={arjun} defaultOpen />);
    await screen.findByRole('dialog');
    const expected = [
      ['Instagram profile of Arjun Mehta (opens in a new tab)', 'https://instagram.com/arjun'],
      ['X profile of Arjun Mehta (opens in a new tab)', 'https://x.com/arjun'],
      ['YouTube profile of Arjun Mehta (opens in a new tab)', 'https://youtube.com/@arjun'],
      ['Facebook profile of Arjun Mehta (opens in a new tab)', 'https://facebook.com/arjun'],
    ] as const;
    for (const [name, href] of expected) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('given only some networks › then only those links are shown', async () => {
    render(<TeamModal member={kavya} defaultOpen />);
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /YouTube/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
  });

  it('given no social links › then no list is drawn', async () => {
    render(<TeamModal member={{ ...kavya, social: undefined }} defaultOpen />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('given an experience paragraph and a social label › then they are shown', async () => {
    render(
      <TeamModal
        member={kavya}
        defaultOpen
        experience={(member) => `${member.name} has directed 40 music videos.`}
        socialLabel={(network, member) => `${member.name} on ${network} (new tab)`}
      />,
    );
    expect(await screen.findByText('Kavya Iyer has directed 40 music videos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kavya Iyer on x (new tab)' })).toBeInTheDocument();
  });

  it('given a controlled modal › when closed with Escape or × › then onOpenChange(false) lets the owner clear the selection', async () => {
    function Selection() {
      const [selected, setSelected] = useState<TeamMember | null>(kavya);
      return (
        <>
          <p>Selected: {selected?.name ?? 'none'}</p>
          {selected ? (
            <TeamModal
              member={selected}
              open
              onOpenChange={(open) => {
                if (!open) setSelected(null);
              }}
            />
          ) : null}
        </>
      );
    }
    render(<Selection />);
    await screen.findByRole('dialog', { name: 'Kavya Iyer' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText('Selected: none')).toBeInTheDocument());
  });

  it('given a trigger › when clicked and closed with × › then focus returns to it', async () => {
    const onOpenChange = vi.fn();
    render(
      <TeamModal
        member={kavya}
        trigger={<Button>About Kavya</Button>}
        onOpenChange={onOpenChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'About Kavya' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'About Kavya' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('has no axe violations closed and open', async () => {
    const { container } = render(
      <TeamModal member={arjun} trigger={<Button>About Arjun</Button>} />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'About Arjun' }));
    await screen.findByRole('dialog');
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamMember } from '../TeamModal';
import { TeamCard } from './TeamCard';

const rohan: TeamMember = {
  name: 'Rohan Mishra',
  role: 'Singer, Composer & Lyricist',
  bio: 'Rohan writes, composes and sings the studio’s devotional catalogue.',
  image: '/team/missing-rohan.svg',
  social: { youtube: 'https://youtube.com/@rohan', facebook: 'https://facebook.com/rohan' },
};

describe('TeamCard', () => {
  // The modal's code loads on the first press (TeamCard.load.test.tsx holds that press back). Compiling
  // it here first keeps that press within findBy's wait on a busy machine.
  beforeAll(async () => {
    await import('../TeamModal/TeamModal');
  });

  it('given a member › then the card is one button named by the name and role that opens a dialog', () => {
    render(<TeamCard member={rohan} />);
    const card = screen.getByRole('button', { name: 'Rohan Mishra Singer, Composer & Lyricist' });
    expect(card).toHaveAttribute('type', 'button');
    expect(card).toHaveAttribute('aria-haspopup', 'dialog');
    expect(card).toHaveAttribute('aria-expanded', 'false');
  });

  it('given a card › when clicked › then the member modal opens; when closed with Escape › then focus returns to the card', async () => {
    render(<TeamCard member={rohan} />);
    const card = screen.getByRole('button', { name: /Rohan Mishra/ });
    await userEvent.click(card);
    expect(await screen.findByRole('dialog', { name: 'Rohan Mishra' })).toHaveAccessibleDescription(
      rohan.bio,
    );
    expect(
      screen.getByRole('link', { name: 'YouTube profile of Rohan Mishra (opens in a new tab)' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card).toHaveFocus();
  });

  it('given a card › when activated with the keyboard › then the modal opens', async () => {
    render(<TeamCard member={rohan} />);
    screen.getByRole('button', { name: /Rohan Mishra/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Rohan Mishra' })).toBeInTheDocument();
  });

  it('given priority and a srcSet › then the portrait is preloaded with high priority at the card size; without priority it is not', () => {
    const srcSet = '/team/kavya-128.avif 128w, /team/kavya-256.avif 256w';
    render(
      <>
        <TeamCard
          priority
          member={{
            ...rohan,
            name: 'Kavya Iyer',
            image: '/team/kavya-128.avif',
            imageSrcSet: srcSet,
          }}
        />
        <TeamCard member={{ ...rohan, image: '/team/rohan-128.avif' }} />
      </>,
    );
    const preload = document.head.querySelector(`link[rel="preload"][imagesrcset="${srcSet}"]`);
    expect(preload).toHaveAttribute('as', 'image');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(preload).toHaveAttribute('imagesizes', '4rem');
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });

  it('has no axe violations closed and open', async () => {
    const { container } = render(<TeamCard member={rohan} />);
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /Rohan Mishra/ }));
    await screen.findByRole('dialog');
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

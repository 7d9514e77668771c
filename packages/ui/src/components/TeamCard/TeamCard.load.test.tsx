import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TeamMember } from '../TeamModal';
import { TeamCard } from './TeamCard';

// The modal's code arrives only when a test lets it: the real module, held back, as a slow
// network would. (Its own file: a module loads once per test file.)
const modalCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('../TeamModal/TeamModal', async (importOriginal) => {
  await modalCode.arrived;
  return importOriginal();
});

const ananya: TeamMember = {
  name: 'Ananya Iyer',
  role: 'Production Designer & Director',
  bio: 'Ananya designs and directs the studio’s music videos.',
  social: { instagram: 'https://instagram.com/ananya' },
};

describe('TeamCard, before its modal’s code has loaded', () => {
  // Compiled ahead, around the hold-back, so its arrival is quick on a busy machine too.
  beforeAll(async () => {
    await vi.importActual('../TeamModal/TeamModal');
  });

  it('given a prerendered card › when it hydrates › then the markup matches and nothing is recovered', async () => {
    const card = <TeamCard member={ananya} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(card);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, card, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Ananya Iyer/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    act(() => root.unmount());
    container.remove();
  });

  it('given the modal’s code still loading › a press on the card › opens the modal when the code arrives, with focus in it, and Escape returns focus to the card', async () => {
    render(<TeamCard member={ananya} />);
    const card = screen.getByRole('button', { name: /Ananya Iyer/ });
    await userEvent.click(card);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    modalCode.arrive();
    const modal = await screen.findByRole('dialog', { name: 'Ananya Iyer' });
    expect(card).toHaveAttribute('aria-controls', modal.id);
    await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card).toHaveFocus();
    expect(card).toHaveAttribute('aria-expanded', 'false');
  });
});

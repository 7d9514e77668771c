import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PosterGrid, type Poster } from './PosterGrid';

// The viewer's code arrives only when a test lets it: the real module, held back, as a slow
// network would. (Its own file: a module loads once per test file.)
const viewerCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./PosterViewer', async (importOriginal) => {
  await viewerCode.arrived;
  return importOriginal();
});

const posters: Poster[] = [
  { id: 'rssk', image: '/p/rssk.svg', alt: 'Radha Shyam Salone Ko', width: 600, height: 900 },
  { id: 'ckg', image: '/p/ckg.svg', alt: 'Chhath Ke Geet', width: 600, height: 900 },
];

describe('PosterGrid, before its viewer’s code has loaded', () => {
  // Compiled ahead, around the hold-back, so its arrival is quick on a busy machine too.
  beforeAll(async () => {
    await vi.importActual('./PosterViewer');
  });

  it('given a prerendered grid › when it hydrates › then the markup matches and nothing is recovered', async () => {
    const grid = <PosterGrid posters={posters} heading={<h2>Upcoming Releases</h2>} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(grid);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, grid, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: /^Chhath Ke Geet/ })).toHaveLength(1);
    act(() => root.unmount());
    container.remove();
  });

  it('given the viewer’s code still loading › a press on a poster › opens the viewer when the code arrives, with focus in it, and Escape returns focus to the poster', async () => {
    render(<PosterGrid posters={posters} />);
    const poster = screen.getByRole('button', { name: /^Chhath Ke Geet/ });
    await userEvent.click(poster);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    viewerCode.arrive();
    const viewer = await screen.findByRole('dialog', { name: 'Chhath Ke Geet' });
    await waitFor(() => expect(viewer).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(poster).toHaveFocus();
  });
});

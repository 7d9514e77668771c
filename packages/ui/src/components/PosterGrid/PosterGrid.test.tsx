import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PosterGrid, type Poster } from './PosterGrid';

const posters: Poster[] = [
  {
    id: 'rssk',
    image: '/p/rssk.svg',
    alt: 'Radha Shyam Salone Ko',
    badge: { label: 'Latest Release', tone: 'success' },
    width: 600,
    height: 900,
  },
  {
    id: 'ckg',
    image: '/p/ckg.svg',
    alt: 'Chhath Ke Geet',
    badge: { label: 'Coming Soon', tone: 'info' },
    width: 600,
    height: 900,
  },
  {
    id: 'dkm',
    image: '/p/dkm.svg',
    alt: 'Desh Ki Mitti',
    badge: { label: 'Coming Soon', tone: 'info' },
    width: 600,
    height: 900,
  },
  {
    id: 'safar',
    image: '/p/safar.svg',
    alt: 'Safar – The Journey',
    badge: { label: 'Post-Production', tone: 'warning' },
    width: 600,
    height: 900,
  },
];

const renderGrid = (props: Partial<Parameters<typeof PosterGrid>[0]> = {}) =>
  render(<PosterGrid posters={posters} heading={<h2>Upcoming Releases</h2>} {...props} />);

const posterButton = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^${title}`) });

describe('PosterGrid', () => {
  // The viewer's code loads on the first press (PosterGrid.load.test.tsx holds that press back). Compiling
  // it here first keeps that press within findBy's wait on a busy machine.
  beforeAll(async () => {
    await import('./PosterViewer');
  });

  it('given four posters › then it shows a named section with a list of four poster buttons, each with its image and badge', () => {
    renderGrid();
    const section = screen.getByRole('region', { name: 'Upcoming Releases' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const first = posterButton('Radha Shyam Salone Ko');
    expect(first).toHaveAccessibleName('Radha Shyam Salone Ko Latest Release');
    expect(first).toHaveAttribute('type', 'button');
    expect(first).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(items[3] as HTMLElement).getByText('Post-Production')).toBeInTheDocument();
  });

  it('given the posters › then images lazy-load, decode asynchronously and carry their intrinsic size', () => {
    renderGrid();
    const image = screen.getByRole('img', { name: 'Chhath Ke Geet' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '900');
  });

  it('given a priority poster with a srcSet › then it loads eagerly with high priority and the grid sizes; the others stay lazy without srcset', () => {
    render(
      <PosterGrid
        posters={[
          {
            ...posters[0]!,
            srcSet: '/p/rssk-300.avif 300w, /p/rssk-600.avif 600w',
            priority: true,
          },
          ...posters.slice(1),
        ]}
      />,
    );
    const first = screen.getByRole('img', { name: 'Radha Shyam Salone Ko' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('srcset', '/p/rssk-300.avif 300w, /p/rssk-600.avif 600w');
    expect(first).toHaveAttribute(
      'sizes',
      '(min-width: 1200px) 300px, (min-width: 768px) 25vw, 50vw',
    );
    const other = screen.getByRole('img', { name: 'Chhath Ke Geet' });
    expect(other).toHaveAttribute('loading', 'lazy');
    expect(other).not.toHaveAttribute('fetchpriority');
    expect(other).not.toHaveAttribute('srcset');
    expect(other).not.toHaveAttribute('sizes');
  });

  it('given AVIF sources beside the WebP srcSet › then grid and viewer offer them first, with the same sizes', async () => {
    const avif = { type: 'image/avif', srcSet: '/p/rssk-300.avif 300w, /p/rssk-600.avif 600w' };
    render(
      <PosterGrid
        sizes="40vw"
        viewerSizes="90vw"
        posters={[
          {
            ...posters[0]!,
            srcSet: '/p/rssk-300.webp 300w, /p/rssk-600.webp 600w',
            sources: [avif],
          },
        ]}
      />,
    );
    const sourceOf = (image: HTMLElement) => {
      const picture = image.parentElement;
      expect(picture?.tagName).toBe('PICTURE');
      return picture?.querySelector('source');
    };
    const gridImage = screen.getByRole('img', { name: 'Radha Shyam Salone Ko' });
    expect(sourceOf(gridImage)).toHaveAttribute('type', 'image/avif');
    expect(sourceOf(gridImage)).toHaveAttribute('srcset', avif.srcSet);
    expect(sourceOf(gridImage)).toHaveAttribute('sizes', '40vw');
    expect(gridImage).toHaveAttribute('srcset', '/p/rssk-300.webp 300w, /p/rssk-600.webp 600w');

    await userEvent.click(screen.getByRole('button', { name: /Radha Shyam Salone Ko/ }));
    const viewerImage = within(await screen.findByRole('dialog')).getByRole('img', {
      name: 'Radha Shyam Salone Ko',
    });
    expect(sourceOf(viewerImage)).toHaveAttribute('srcset', avif.srcSet);
    expect(sourceOf(viewerImage)).toHaveAttribute('sizes', '90vw');
  });

  it('given sizes on the grid and on a poster › then a poster sets its own sizes, and the viewer uses viewerSizes', async () => {
    render(
      <PosterGrid
        sizes="40vw"
        viewerSizes="90vw"
        posters={[
          { ...posters[0]!, srcSet: '/p/rssk-300.avif 300w, /p/rssk-600.avif 600w' },
          { ...posters[1]!, srcSet: '/p/ckg-300.avif 300w', sizes: '10vw' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Radha Shyam Salone Ko' })).toHaveAttribute(
      'sizes',
      '40vw',
    );
    expect(screen.getByRole('img', { name: 'Chhath Ke Geet' })).toHaveAttribute('sizes', '10vw');
    await userEvent.click(screen.getByRole('button', { name: /Radha Shyam Salone Ko/ }));
    const viewerImage = within(await screen.findByRole('dialog')).getByRole('img', {
      name: 'Radha Shyam Salone Ko',
    });
    expect(viewerImage).toHaveAttribute('srcset', '/p/rssk-300.avif 300w, /p/rssk-600.avif 600w');
    expect(viewerImage).toHaveAttribute('sizes', '90vw');
  });

  it('given a poster › when clicked › then a full-size viewer opens with its title, large image, badge and position', async () => {
    renderGrid();
    await userEvent.click(posterButton('Chhath Ke Geet'));
    const viewer = await screen.findByRole('dialog', { name: 'Chhath Ke Geet' });
    expect(within(viewer).getByRole('img', { name: 'Chhath Ke Geet' })).toHaveAttribute(
      'src',
      '/p/ckg.svg',
    );
    expect(within(viewer).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(viewer).getByText('2 of 4')).toBeInTheDocument();
    expect(viewer).toHaveFocus();
  });

  it('given the viewer › when ArrowRight and ArrowLeft are pressed › then it pages and announces the position politely, wrapping at both ends', async () => {
    renderGrid();
    await userEvent.click(posterButton('Safar – The Journey'));
    await screen.findByRole('dialog', { name: 'Safar – The Journey' });
    await userEvent.keyboard('{ArrowRight}');
    const viewer = screen.getByRole('dialog', { name: 'Radha Shyam Salone Ko' });
    const status = within(viewer).getByText('1 of 4').closest('[aria-live]');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Radha Shyam Salone Ko, 1 of 4');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Safar – The Journey' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Desh Ki Mitti' })).toHaveTextContent('3 of 4');
  });

  it('given keyboard use › when Tab reaches a poster and Enter is pressed › then the viewer opens, and Escape returns focus', async () => {
    renderGrid();
    await userEvent.tab();
    await userEvent.tab();
    expect(posterButton('Chhath Ke Geet')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Chhath Ke Geet' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(posterButton('Chhath Ke Geet')).toHaveFocus());
  });

  it('given the viewer › when Home and End are pressed › then it shows the first and last poster', async () => {
    renderGrid();
    await userEvent.click(posterButton('Chhath Ke Geet'));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('dialog', { name: 'Safar – The Journey' })).toHaveTextContent('4 of 4');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('dialog', { name: 'Radha Shyam Salone Ko' })).toHaveTextContent(
      '1 of 4',
    );
  });

  it('given a right-to-left page › when ArrowLeft is pressed › then it shows the next poster', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    try {
      renderGrid();
      await userEvent.click(posterButton('Chhath Ke Geet'));
      await screen.findByRole('dialog');
      await userEvent.keyboard('{ArrowLeft}');
      expect(screen.getByRole('dialog', { name: 'Desh Ki Mitti' })).toBeInTheDocument();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      expect(screen.getByRole('dialog', { name: 'Radha Shyam Salone Ko' })).toBeInTheDocument();
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('given the viewer › when the Previous and Next buttons are used › then it pages', async () => {
    renderGrid();
    await userEvent.click(posterButton('Radha Shyam Salone Ko'));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Next poster' }));
    expect(screen.getByRole('dialog', { name: 'Chhath Ke Geet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous poster' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous poster' }));
    expect(screen.getByRole('dialog', { name: 'Safar – The Journey' })).toBeInTheDocument();
  });

  it('given the viewer paged to another poster › when closed with Escape › then focus returns to that poster', async () => {
    renderGrid();
    await userEvent.click(posterButton('Radha Shyam Salone Ko'));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posterButton('Desh Ki Mitti')).toHaveFocus();
  });

  it('given the viewer › when the × button or the backdrop is clicked › then it closes and focus returns to the poster', async () => {
    renderGrid();
    await userEvent.click(posterButton('Chhath Ke Geet'));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posterButton('Chhath Ke Geet')).toHaveFocus();

    await userEvent.click(posterButton('Safar – The Journey'));
    await screen.findByRole('dialog');
    await userEvent.click(
      document.querySelector<HTMLElement>('[data-dialog-overlay]') as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given the full-size viewer, which covers the overlay › a click on the poster keeps it open, a click on the empty space around it closes it', async () => {
    renderGrid();
    await userEvent.click(posterButton('Chhath Ke Geet'));
    const viewer = await screen.findByRole('dialog');
    await userEvent.click(within(viewer).getByRole('img', { name: 'Chhath Ke Geet' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(viewer.querySelector('figure') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posterButton('Chhath Ke Geet')).toHaveFocus();
  });

  it('given controlled selection › then it reports the selected id on open, paging and close', async () => {
    const onSelectedIdChange = vi.fn();
    function Controlled() {
      const [selectedId, setSelectedId] = useState<string | null>('dkm');
      return (
        <PosterGrid
          posters={posters}
          selectedId={selectedId}
          onSelectedIdChange={(id) => {
            onSelectedIdChange(id);
            setSelectedId(id);
          }}
        />
      );
    }
    render(<Controlled />);
    await screen.findByRole('dialog', { name: 'Desh Ki Mitti' });
    await userEvent.keyboard('{ArrowRight}');
    expect(onSelectedIdChange).toHaveBeenLastCalledWith('safar');
    await userEvent.keyboard('{Escape}');
    expect(onSelectedIdChange).toHaveBeenLastCalledWith(null);
  });

  it('given a single poster › then the viewer has no paging controls and arrows do nothing', async () => {
    render(<PosterGrid posters={posters.slice(0, 1)} />);
    await userEvent.click(posterButton('Radha Shyam Salone Ko'));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Next poster' })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Radha Shyam Salone Ko' })).toBeInTheDocument();
  });

  it('given a poster image that fails › then the poster shows its title on a tile of the same shape and reports it', async () => {
    const onImageError = vi.fn();
    renderGrid({ onImageError });
    fireEvent.error(screen.getByRole('img', { name: 'Desh Ki Mitti' }));
    const tile = screen.getByRole('img', { name: 'Desh Ki Mitti' });
    expect(tile.tagName).toBe('SPAN');
    expect(tile).toHaveTextContent('Desh Ki Mitti');
    expect(onImageError).toHaveBeenCalledWith(posters[2]);
    expect(posterButton('Desh Ki Mitti')).toHaveAccessibleName('Desh Ki Mitti Coming Soon');
    await userEvent.click(posterButton('Desh Ki Mitti'));
    const viewer = await screen.findByRole('dialog', { name: 'Desh Ki Mitti' });
    expect(within(viewer).getByRole('img', { name: 'Desh Ki Mitti' }).tagName).toBe('SPAN');
  });

  it('given no posters › then it shows the empty message', () => {
    renderGrid({ posters: [] });
    expect(screen.getByText('No releases to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('given a poster without a badge › then its name is the title alone', () => {
    renderGrid({ posters: [{ ...posters[0]!, badge: undefined }] });
    expect(posterButton(posters[0]!.alt)).toHaveAccessibleName(posters[0]!.alt);
  });

  it('given custom labels › then the controls use them', async () => {
    renderGrid({
      labels: {
        next: 'Aage',
        nextName: 'Agla poster',
        position: (c, t) => `${c} / ${t}`,
      },
    });
    expect(posterButton('Chhath Ke Geet')).toHaveAccessibleName('Chhath Ke Geet Coming Soon');
    await userEvent.click(posterButton('Chhath Ke Geet'));
    expect(await screen.findByRole('button', { name: 'Agla poster' })).toHaveTextContent('Aage');
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
  });

  it('has no axe violations closed and open', async () => {
    const { container } = renderGrid();
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(posterButton('Chhath Ke Geet'));
    await screen.findByRole('dialog');
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { samplePosters } from '../../stories/sample/posters';
import { PosterGrid } from './PosterGrid';
import guide from './PosterGrid.guide.md?raw';

const heading = <h2 style={{ margin: 0 }}>Upcoming Releases</h2>;

const meta = {
  title: 'Blocks/PosterGrid',
  component: PosterGrid,
  args: { posters: samplePosters, heading, onSelectedIdChange: fn() },
  argTypes: {
    posters: { control: 'object' },
    heading: { control: false },
    selectedId: { control: false },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof PosterGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const waitForViewer = async (name: string) => {
  const viewer = await page.findByRole('dialog', { name });
  await waitFor(() => expect(viewer).toHaveStyle({ opacity: '1' }));
  return viewer;
};

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Chhath Ke Geet/ }));
    await waitForViewer('Chhath Ke Geet');
  },
};

export const ViewerOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^Radha Shyam Salone Ko/ }),
    );
    await waitForViewer('Radha Shyam Salone Ko');
  },
};

/** The app adds an action to the viewer, here a link to the release's page. */
export const ViewerAction: Story = {
  args: {
    renderViewerAction: (poster) => <a href={`#release-${poster.id}`}>Read about {poster.alt}</a>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Chhath Ke Geet/ }));
    const viewer = await waitForViewer('Chhath Ke Geet');
    const link = within(viewer).getByRole('link', { name: 'Read about Chhath Ke Geet' });
    await expect(link).toHaveAttribute('href', '#release-chhath-ke-geet');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(within(viewer).getByRole('link', { name: /^Read about/ })).not.toHaveTextContent(
        'Chhath Ke Geet',
      ),
    );
  },
};

/** A play step checking how many columns the grid lays the posters out in. */
const laysOutColumns =
  (count: number): Story['play'] =>
  async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(count);
  };

// Two columns below 768 px.
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile390' } },
  play: laysOutColumns(2),
};

export const NarrowViewerOpen: Story = {
  ...ViewerOpen,
  globals: { viewport: { value: 'mobile390' } },
};

export const Wide: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: laysOutColumns(4),
};

/** The app keeps the open poster (e.g. in the URL): here it starts on "Desh Ki Mitti". */
export const Controlled: Story = {
  render: function ControlledGrid(args) {
    const [selectedId, setSelectedId] = useState<string | null>('desh-ki-mitti');
    return (
      <>
        <p style={{ margin: '0 0 1rem' }}>Open poster: {selectedId ?? 'none'}</p>
        <PosterGrid
          {...args}
          selectedId={selectedId}
          onSelectedIdChange={(id) => {
            args.onSelectedIdChange?.(id);
            setSelectedId(id);
          }}
        />
      </>
    );
  },
  play: async () => {
    await waitForViewer('Desh Ki Mitti');
    await userEvent.keyboard('{ArrowRight}');
  },
};

export const LongTitles: Story = {
  args: {
    posters: samplePosters.map((poster) => ({
      ...poster,
      alt: `${poster.alt} (Original Motion Picture Soundtrack, Deluxe Edition with Bonus Tracks)`,
    })),
  },
};

export const SinglePoster: Story = {
  args: { posters: samplePosters.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^Radha Shyam Salone Ko/ }),
    );
    await waitForViewer('Radha Shyam Salone Ko');
  },
};

export const Empty: Story = {
  args: { posters: [] },
};

/** One poster image fails: it shows the title on a tile of the poster's shape, and reports it. */
export const BrokenImage: Story = {
  args: {
    posters: [
      ...samplePosters.slice(0, 3),
      { ...samplePosters[3], image: '/sample/posters/missing-poster.svg' },
    ],
    onImageError: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByRole('img', { name: 'Safar – The Journey' }).tagName).toBe('SPAN'),
      { timeout: 5000 },
    );
    await expect(args.onImageError).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'safar-the-journey' }),
    );
  },
};

/**
 * Responsive images: each poster offers two widths (`srcSet`; the sample serves one file under
 * both names) drawn at the grid's `sizes`, and the first is loaded at once with high priority, as
 * the largest image above the fold should be. The others still load lazily.
 */
export const ResponsiveImages: Story = {
  args: {
    posters: samplePosters.map((poster, index) => ({
      ...poster,
      srcSet: `${poster.image}?w=300 300w, ${poster.image}?w=600 600w`,
      priority: index === 0,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole<HTMLImageElement>('img', { name: 'Radha Shyam Salone Ko' });
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    // The browser picked one of the offered widths and drew it.
    await waitFor(() => expect(first.currentSrc).toMatch(/\?w=(300|600)$/), { timeout: 5000 });
    await waitFor(() => expect(first.naturalWidth).toBeGreaterThan(0), { timeout: 5000 });
    await expect(canvas.getByRole('img', { name: 'Chhath Ke Geet' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  },
};

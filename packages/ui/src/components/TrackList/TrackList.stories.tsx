import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  longTitleTrack,
  sampleTrackFilters,
  sampleTrackListTexts,
  sampleTracks,
} from '../../stories/sampleTracks';
import { AudioPreviewProvider } from '../AudioPreview';
import { TrackList } from './TrackList';
import guide from './TrackList.guide.md?raw';

const ERROR_TEXT = 'Audio preview not available for this track';

function Page({ children }: { children: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <AudioPreviewProvider onError={() => setError(ERROR_TEXT)}>
      {children}
      <p role="alert">{error}</p>
    </AudioPreviewProvider>
  );
}

const meta = {
  title: 'Blocks/TrackList',
  component: TrackList,
  args: {
    tracks: sampleTracks,
    filters: sampleTrackFilters,
    ...sampleTrackListTexts,
    onFilterChange: fn(),
    onQueryChange: fn(),
    showCounts: true,
  },
  argTypes: {
    defaultFilter: { control: 'select', options: sampleTrackFilters.map((option) => option.value) },
    playLabel: { control: 'inline-radio', options: ['Play', 'Preview'] },
  },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof TrackList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Real audio: play one track, then another; only one plays. */
export const PlayingATrack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play Neon Ghats' }));
    await canvas.findByRole('button', { name: 'Pause Neon Ghats' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Play As It Was' }));
    await canvas.findByRole('button', { name: 'Pause As It Was' }, { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Play Neon Ghats' })).toBeVisible();
  },
};

/** Starts on a tab (e.g. from `?filter=exclusive`). */
export const StartOnExclusive: Story = { args: { defaultFilter: 'exclusive' } };

/** Nothing matches: the empty state, and its reset. */
export const Empty: Story = {
  args: { defaultQuery: 'qawwali night' },
};

/** An empty library. */
export const NoTracks: Story = { args: { tracks: [] } };

/** A long title and artist among the rows. */
export const LongText: Story = { args: { tracks: [longTitleTrack, ...sampleTracks.slice(0, 3)] } };

/** The new-release page wording (Preview / Pause), without counts. */
export const PreviewWording: Story = { args: { playLabel: 'Preview', showCounts: false } };

/** At 390 px the tabs scroll sideways and rows stack their details. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile390' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longTitleTrack, sampleTracks } from '../../stories/sampleTracks';
import { AudioPreviewProvider } from '../AudioPreview';
import { TrackList, trackFilterOptions } from './TrackList';

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
    onFilterChange: fn(),
    onQueryChange: fn(),
    showCounts: true,
  },
  argTypes: {
    defaultFilter: { control: 'select', options: trackFilterOptions.map((option) => option.value) },
    playLabel: { control: 'inline-radio', options: ['Play', 'Preview'] },
  },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'The track library of `/tracks` (spec 01 "Track library"): FilterTabs (All Tracks, Recent Releases, Most Popular, Featured, Exclusive; each track\'s `filter` field), a search box (placeholder *Search tracks, artists, or genres...*) and the matching TrackRows. Search is a case-insensitive substring match on title, artist or genre, combined with the tab (spec 01 §5); `filterTracks()` is exported for apps that filter elsewhere (a URL, a server).',
          '',
          '**Usage.** Put it inside `AudioPreviewProvider` (one preview per page). Filter and query work uncontrolled (`defaultFilter`, `defaultQuery`) or controlled (`filter`/`onFilterChange`, `query`/`onQueryChange`) to sync them with the URL. A track filtered out while it plays is stopped, so no sound is left without its button.',
          '',
          '**Accessibility.** The search box has a (visually hidden) label, the tabs are a labelled tab list whose one panel holds the results, and the result count ("Showing 2 of 8 tracks") is a polite live region, announced as you type or switch tabs. The empty state offers **Show all tracks**, which resets both filters and returns focus to the search box.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof TrackList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search and tabs together, as a visitor would use them. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search tracks' });
    await expect(search).toHaveAttribute('placeholder', 'Search tracks, artists, or genres...');
    await userEvent.type(search, 'BHAKTI');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 of 8 tracks');
    await userEvent.click(canvas.getByRole('tab', { name: /Most Popular/ }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('popular');
    const rows = within(canvas.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('Vande Bharat Sunrise');
  },
};

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

/** Keyboard: arrow keys move through the tabs and filter at once. */
export const KeyboardTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: /All Tracks/ }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Featured/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 of 8 tracks');
  },
};

/** Starts on a tab (e.g. from `?filter=exclusive`). */
export const StartOnExclusive: Story = { args: { defaultFilter: 'exclusive' } };

/** Nothing matches: the empty state, and its reset. */
export const Empty: Story = {
  args: { defaultQuery: 'qawwali night' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tracks match "qawwali night"')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all tracks' }));
    await waitFor(() =>
      expect(canvas.getByRole('searchbox', { name: 'Search tracks' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('8 tracks');
  },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tracks' }), 'sargam');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 3 of 8 tracks');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { longTitleTrack, sampleTracks } from '../../stories/sampleTracks';
import { AudioPreviewProvider } from '../AudioPreview';
import { Stack } from '../Stack';
import { TrackRow } from './TrackRow';
import guide from './TrackRow.guide.md?raw';

const [asItWas, radhaShyam, monsoon] = sampleTracks as [
  (typeof sampleTracks)[0],
  (typeof sampleTracks)[0],
  (typeof sampleTracks)[0],
];

/** The app's alert text, shown the way an app would show it. */
const ERROR_TEXT = 'Audio preview not available for this track';

function WithProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <AudioPreviewProvider onError={() => setError(ERROR_TEXT)}>
      <Stack gap="3">
        {children}
        {/* An app would use its Toast here; a plain alert keeps the story self-contained. */}
        <p role="alert">{error}</p>
      </Stack>
    </AudioPreviewProvider>
  );
}

const meta = {
  title: 'Blocks/TrackRow',
  component: TrackRow,
  args: { track: asItWas, playLabel: 'Play' },
  argTypes: {
    playLabel: { control: 'inline-radio', options: ['Play', 'Preview'] },
    coverLoading: { control: 'inline-radio', options: ['lazy', 'eager'] },
  },
  decorators: [
    (Story) => (
      <WithProvider>
        <Story />
      </WithProvider>
    ),
  ],
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof TrackRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plays the real clip: Play → Loading... → Pause, seeks with the keyboard, then pauses. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play As It Was' }));
    const pause = await canvas.findByRole('button', { name: 'Pause As It Was' }, { timeout: 5000 });
    const slider = canvas.getByRole('slider', { name: 'Playback position, As It Was' });
    // The clip is 4.4 s long; wait for its metadata, then seek from the keyboard.
    await waitFor(() => expect(Number(slider.getAttribute('aria-valuemax'))).toBeGreaterThan(4));
    slider.focus();
    // The slider shows where the clip is once the audio element has moved there: waited for,
    // as a seek takes longer while other tests load the machine.
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(slider.getAttribute('aria-valuetext')).toMatch(/^0:0[01] of 0:04$/));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() =>
      expect(Number(slider.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(2),
    );
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Play As It Was' })).toBeVisible();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

/** The row at rest. */
export const Idle: Story = {};

/** While playing: progress slider, elapsed and remaining time; the row is highlighted. */
export const Playing: Story = {
  args: { track: monsoon },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play Monsoon Letters' }));
    await canvas.findByRole('button', { name: 'Pause Monsoon Letters' }, { timeout: 5000 });
    await expect(canvas.getByRole('slider')).toHaveAccessibleName(
      'Playback position, Monsoon Letters',
    );
  },
};

/** One preview at a time: starting the second row stops the first. */
export const OneAtATime: Story = {
  render: (args) => (
    <Stack as="ul" gap="3">
      {[asItWas, radhaShyam, monsoon].map((track) => (
        <li key={track.id}>
          <TrackRow {...args} track={track} />
        </li>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play As It Was' }));
    await canvas.findByRole('button', { name: 'Pause As It Was' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Play Radha Shyam Salone Ko' }));
    await canvas.findByRole('button', { name: 'Pause Radha Shyam Salone Ko' }, { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Play As It Was' })).toBeVisible();
    await expect(canvas.getAllByRole('slider')).toHaveLength(1);
  },
};

/** The preview URL is broken: the fallback sample plays instead, without an error. */
export const FallbackPlays: Story = {
  args: { track: { ...radhaShyam, previewUrl: '/sample/audio/missing-preview.wav' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play Radha Shyam Salone Ko' }));
    await canvas.findByRole('button', { name: 'Pause Radha Shyam Salone Ko' }, { timeout: 5000 });
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** The preview and the fallback both fail: the app shows its alert text. */
export const PreviewUnavailable: Story = {
  args: {
    track: {
      ...radhaShyam,
      previewUrl: '/sample/audio/missing-preview.wav',
      fallbackUrl: '/sample/audio/missing-fallback.wav',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play Radha Shyam Salone Ko' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_TEXT), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('button', { name: 'Play Radha Shyam Salone Ko' })).toBeVisible();
  },
};

/** A line under the row, for example after its preview failed (the app decides the words). */
export const WithMessage: Story = {
  args: { track: radhaShyam, message: 'Audio preview not available for this track' },
};

/** New-release grid wording: Preview / Pause. */
export const PreviewLabel: Story = { args: { track: radhaShyam, playLabel: 'Preview' } };

/** Long titles and artists truncate with an ellipsis (full text in the tooltip). */
export const LongText: Story = { args: { track: longTitleTrack } };

/** Without cover art a neutral tile keeps the layout. */
export const NoCover: Story = { args: { track: { ...monsoon, coverArt: undefined } } };

/** At 390 px: genre and duration move under the title, progress spans the row. */
export const Narrow: Story = {
  args: { track: longTitleTrack },
  globals: { viewport: { value: 'mobile390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Play Monsoon Letters/ }));
    await canvas.findByRole('button', { name: /^Pause Monsoon Letters/ }, { timeout: 5000 });
    await expect(canvas.getByRole('slider')).toBeVisible();
  },
};

/** Every track of the sample library, for visual review. */
export const AllTracks: Story = {
  render: (args) => (
    <Stack gap="3">
      {sampleTracks.map((track) => (
        <TrackRow key={track.id} {...args} track={track} />
      ))}
    </Stack>
  ),
};

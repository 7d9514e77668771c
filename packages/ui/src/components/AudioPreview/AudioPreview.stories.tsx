import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleTracks } from '../../stories/sampleTracks';
import { Box } from '../Box';
import { Button } from '../Button';
import { Stack } from '../Stack';
import {
  AudioPreviewProvider,
  formatTime,
  useAudioPreview,
  type PreviewTrack,
} from './AudioPreview';
import guide from './AudioPreview.guide.md?raw';

const [asItWas, radhaShyam] = sampleTracks as [(typeof sampleTracks)[0], (typeof sampleTracks)[0]];

/** A custom control built on the hook: the new-release page's featured "Preview" button. */
function FeaturedPreview({ track }: { track: PreviewTrack }) {
  const { getStatus, toggle, currentId, currentTime, duration } = useAudioPreview();
  const status = getStatus(track.id);
  const label = status === 'loading' ? 'Loading...' : status === 'playing' ? 'Pause' : 'Preview';
  return (
    <Stack direction="row" gap="3" align="center" wrap>
      <Button aria-label={`${label} ${track.title}`} onClick={() => toggle(track)}>
        {label}
      </Button>
      <Box as="span" color="muted">
        {track.title}
        {currentId === track.id && duration > 0
          ? ` · ${formatTime(currentTime)} / ${formatTime(duration)}`
          : ''}
      </Box>
    </Stack>
  );
}

function Demo({
  tracks,
  onError,
}: {
  tracks: PreviewTrack[];
  onError?: (track: PreviewTrack, error: Error) => void;
}) {
  const [message, setMessage] = useState('');
  return (
    <AudioPreviewProvider
      onError={(track, error) => {
        onError?.(track, error);
        // The app's alert text, shown however the app likes (a Toast, an alert).
        setMessage('Audio preview not available for this track');
      }}
    >
      <Stack gap="3">
        {tracks.map((track) => (
          <FeaturedPreview key={track.id} track={track} />
        ))}
        <p role="alert">{message}</p>
      </Stack>
    </AudioPreviewProvider>
  );
}

const meta = {
  title: 'Blocks/AudioPreview',
  component: Demo,
  // The stories draw a small page of preview buttons; the provider's own props are in its tab.
  subcomponents: { AudioPreviewProvider },
  args: { tracks: [asItWas, radhaShyam], onError: fn() },
  argTypes: {
    tracks: { description: "The sample page's tracks, one preview button each." },
    onError: {
      description: "The provider's `onError`: the page shows its message for the failed track.",
    },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Real audio: one preview at a time across independent controls. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview As It Was' }));
    await canvas.findByRole('button', { name: 'Pause As It Was' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Preview Radha Shyam Salone Ko' }));
    await canvas.findByRole('button', { name: 'Pause Radha Shyam Salone Ko' }, { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Preview As It Was' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause Radha Shyam Salone Ko' }));
    await expect(
      canvas.getByRole('button', { name: 'Preview Radha Shyam Salone Ko' }),
    ).toBeVisible();
  },
};

/** Both URLs fail: the app is told and shows its text. */
export const Unavailable: Story = {
  args: {
    tracks: [
      {
        id: 'x',
        title: 'Lost Session Tape',
        previewUrl: '/sample/audio/none.wav',
        fallbackUrl: '/sample/audio/none-either.wav',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview Lost Session Tape' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('alert')).toHaveTextContent(
          'Audio preview not available for this track',
        ),
      { timeout: 5000 },
    );
  },
};

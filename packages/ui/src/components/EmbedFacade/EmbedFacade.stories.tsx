import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack';
import { EmbedFacade } from './EmbedFacade';
import guide from './EmbedFacade.guide.md?raw';

// A same-origin page stands in for the third-party player, so stories never leave Storybook.
const demoPlayer =
  'data:text/html,<body style="margin:0;background:%23222;color:%23eee;font:16px system-ui;display:grid;place-items:center;height:100vh">Player</body>';

const meta = {
  title: 'Blocks/EmbedFacade',
  component: EmbedFacade,
  args: {
    src: demoPlayer,
    title: 'Radha Shyam Salone Ko',
    subtitle: 'Devotional single · Example Records',
    height: 352,
    allow: 'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture',
    poster: {
      src: '/sample/posters/radha-shyam-salone-ko.svg',
      width: 600,
      height: 900,
    },
    notice: 'Plays from the streaming service, which may set its own cookies.',
    consented: false,
  },
  argTypes: {
    height: { control: { type: 'number', min: 152, max: 600, step: 1 } },
    consented: { control: 'boolean' },
    src: { control: false },
    poster: { control: false },
  },
  parameters: { layout: 'padded', docs: { description: { component: guide } } },
} satisfies Meta<typeof EmbedFacade>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the facade loads the frame and moves focus into it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Play Radha Shyam Salone Ko' }));
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Radha Shyam Salone Ko');
    await waitFor(() => expect(frame).toHaveFocus());
  },
};

/** Consent given: the frame loads at once, no facade. */
export const Consented: Story = { args: { consented: true } };

/** A video at 315 px whose frame can be closed again; the × returns focus to the play button. */
export const Closable: Story = {
  args: {
    height: 315,
    title: 'Desh Ki Mitti (Official Video)',
    subtitle: 'Desh Bhakti',
    closeLabel: 'Close video',
    poster: { src: '/sample/posters/desh-ki-mitti.svg', width: 600, height: 900 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Tab}');
    await expect(
      canvas.getByRole('button', { name: 'Play Desh Ki Mitti (Official Video)' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Close video' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Play Desh Ki Mitti (Official Video)' }),
      ).toHaveFocus(),
    );
  },
};

const phoneMedia = '(max-width: 767.98px)';
const sampleFile = '/sample/posters/radha-shyam-salone-ko.svg';

/**
 * Poster files per screen: a source under a media query offers phone widths their own files
 * ahead of the others (the sample serves one file under every name). The browser draws the
 * phone file only where the query matches.
 */
export const PhonePoster: Story = {
  args: {
    poster: {
      src: `${sampleFile}?w=960`,
      srcSet: `${sampleFile}?w=480 480w, ${sampleFile}?w=960 960w`,
      sources: [
        {
          media: phoneMedia,
          type: 'image/svg+xml',
          srcSet: `${sampleFile}?phone&w=480 480w, ${sampleFile}?phone&w=750 750w`,
        },
      ],
      sizes: '100vw',
      width: 600,
      height: 900,
    },
  },
  play: async ({ canvasElement }) => {
    const poster = canvasElement.querySelector('img');
    await waitFor(() => expect(poster?.currentSrc).toMatch(/\?(phone&)?w=\d+$/), { timeout: 5000 });
    await expect(poster?.currentSrc.includes('?phone&')).toBe(
      window.matchMedia(phoneMedia).matches,
    );
  },
};

/** Loading text over the frame until it loads (or the timeout passes). */
export const WithLoadingText: Story = {
  args: { height: 315, consented: true, loadingText: 'Loading video...' },
};

/** Without a poster the facade is a tinted tile. */
export const WithoutPoster: Story = { args: { poster: undefined, height: 200 } };

/** A page keeps one frame at a time: starting the second closes the first. */
export const OneAtATime: Story = {
  render: (args) => {
    function Pair() {
      const [active, setActive] = useState<string | null>(null);
      return (
        <Stack gap="4">
          {['Chhath Ke Geet', 'Safar – The Journey'].map((title) => (
            <EmbedFacade
              key={title}
              {...args}
              title={title}
              height={200}
              closeLabel={`Close ${title}`}
              active={active === title}
              onActiveChange={(next) => setActive(next ? title : null)}
            />
          ))}
        </Stack>
      );
    }
    return <Pair />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play Chhath Ke Geet' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Play Safar – The Journey' }));
    const frames = canvasElement.querySelectorAll('iframe');
    await expect(frames).toHaveLength(1);
    await expect(frames[0]).toHaveAttribute('title', 'Safar – The Journey');
    await expect(canvas.getByRole('button', { name: 'Play Chhath Ke Geet' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brokenImageUrl, sampleTeam } from '../../stories/sample/team';
import { TeamCard } from './TeamCard';
import guide from './TeamCard.guide.md?raw';

const [arjun, kavya, rohan] = sampleTeam;

const meta = {
  title: 'Blocks/TeamCard',
  component: TeamCard,
  args: { member: arjun, onImageError: fn() },
  argTypes: { experience: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof TeamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Playground: Story = {};

export const ModalOpen: Story = {
  args: { member: kavya },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Kavya Iyer/ }));
    const dialog = await page.findByRole('dialog', { name: 'Kavya Iyer' });
    await waitFor(() => expect(dialog).toHaveStyle({ opacity: '1' }));
  },
};

export const ImageFails: Story = {
  args: { member: { ...rohan, image: brokenImageUrl } },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onImageError).toHaveBeenCalledWith(brokenImageUrl), {
      timeout: 5000,
    });
    await expect(canvasElement.querySelector('[data-color]')).toHaveTextContent('R');
  },
};

export const WithoutImage: Story = {
  args: { member: { ...kavya, image: undefined } },
};

export const LongText: Story = {
  args: {
    member: {
      ...rohan,
      name: 'Venkataraghavan Subramaniam-Krishnamurthy',
      role: 'Head of Post-Production, Dolby Atmos Re-recording Mixer & Colourist',
    },
  },
};

export const Narrow: Story = {
  ...ModalOpen,
  globals: { viewport: { value: 'mobile390' } },
};

/**
 * A portrait with two widths (`imageSrcSet`; the sample serves one file under both names) drawn
 * at the card's 64 px, fetched first (`priority`) as for the cards in the first screenful.
 */
export const ResponsivePriorityImage: Story = {
  args: {
    priority: true,
    member: { ...arjun, imageSrcSet: `${arjun.image}?w=128 128w, ${arjun.image}?w=256 256w` },
  },
  play: async ({ canvasElement }) => {
    const image = await waitFor(
      () => {
        const img = canvasElement.querySelector('img');
        expect(img).not.toBeNull();
        return img as HTMLImageElement;
      },
      { timeout: 5000 },
    );
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('sizes', '4rem');
    await waitFor(() => expect(image.currentSrc).toMatch(/\?w=(128|256)$/), { timeout: 5000 });
  },
};

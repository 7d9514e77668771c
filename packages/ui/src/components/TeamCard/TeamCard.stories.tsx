import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brokenImageUrl, sampleTeam } from '../../stories/sample/team';
import { TeamCard } from './TeamCard';

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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { brokenImageUrl, sampleTeam } from '../../stories/sample/team';
import { Stack } from '../Stack';
import { Avatar } from './Avatar';
import { avatarSizes } from './Avatar.css';
import guide from './Avatar.guide.md?raw';

const [arjun, kavya, rohan] = sampleTeam;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: arjun.name, src: arjun.image, size: 'lg', onImageError: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    src: { control: 'text' },
    alt: { control: 'text' },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Arjun Mehta' }).tagName).toBe('IMG'),
    );
  },
};

export const FallbackWhenImageFails: Story = {
  args: { name: kavya.name, src: brokenImageUrl },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onImageError).toHaveBeenCalledWith(brokenImageUrl), {
      timeout: 5000,
    });
    const tile = canvas.getByRole('img', { name: 'Kavya Iyer' });
    await expect(tile.tagName).toBe('SPAN');
    await expect(tile).toHaveTextContent('K');
  },
};

/** No `src`: the first letter of the name on a tile coloured from the name. */
export const WithoutImage: Story = {
  args: { name: rohan.name, src: undefined },
};

/** `alt=""` when the name is printed beside the avatar, so it is read once. */
export const Decorative: Story = {
  args: { name: rohan.name, src: undefined, alt: '', size: 'md' },
  render: (args) => (
    <Stack direction="row" gap="3" align="center">
      <Avatar {...args} />
      <span>{args.name}</span>
    </Stack>
  ),
};

export const AllSizes: Story = {
  render: (args) => (
    <Stack gap="4">
      <Stack direction="row" gap="4" align="center" wrap>
        {avatarSizes.map((size) => (
          <Avatar key={size} {...args} size={size} />
        ))}
      </Stack>
      <Stack direction="row" gap="4" align="center" wrap>
        {avatarSizes.map((size) => (
          <Avatar key={size} {...args} name={kavya.name} src={undefined} size={size} />
        ))}
      </Stack>
    </Stack>
  ),
};

export const FallbackColours: Story = {
  args: { src: undefined, size: 'md' },
  render: (args) => (
    <Stack direction="row" gap="3" wrap>
      {[
        'Arjun Mehta',
        'Kavya Iyer',
        'Rohan Mishra',
        'Meera Joshi',
        'Vikram Rathore',
        'Ananya Sen',
        'Dev Patel',
        'ऋषि शर्मा',
      ].map((name) => (
        <Avatar key={name} {...args} name={name} />
      ))}
    </Stack>
  ),
};

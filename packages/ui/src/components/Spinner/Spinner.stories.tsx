import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Spinner } from './Spinner';
import { spinnerSizes } from './Spinner.css';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'Loading releases', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading releases');
  },
};

export const Decorative: Story = {
  args: { label: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const AllSizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="5" align="center">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </Stack>
  ),
};

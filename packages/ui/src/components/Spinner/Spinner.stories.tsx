import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { Spinner } from './Spinner';
import { spinnerSizes } from './Spinner.css';
import guide from './Spinner.guide.md?raw';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'Loading releases', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** `label=""`: silent, for a spinner inside something that already says it is busy. */
export const Decorative: Story = {
  args: { label: '' },
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

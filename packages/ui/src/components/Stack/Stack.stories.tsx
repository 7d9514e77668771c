import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutSample } from '../_internal/LayoutSample';
import { Stack } from './Stack';
import guide from './Stack.guide.md?raw';

const services = ['Recording', 'Mixing & Mastering', 'Music Videos', 'Creative Direction'];

const meta = {
  title: 'Foundations/Layout/Stack',
  component: Stack,
  args: {
    gap: '3',
    direction: 'column',
    children: services.map((service) => <LayoutSample key={service}>{service}</LayoutSample>),
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    align: { control: 'select', options: ['stretch', 'flex-start', 'center', 'flex-end'] },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByText(/Recording|Mixing|Videos|Direction/);
    // A column: each item starts below the previous one.
    const tops = items.map((item) => item.getBoundingClientRect().top);
    await expect(tops[1]!).toBeGreaterThan(tops[0]!);
  },
};

/** `direction="row"` with `wrap`: a line of items that wraps. */
export const Row: Story = { args: { direction: 'row', wrap: true } };

/** A column on phones that becomes a row from 768 px. */
export const ResponsiveDirection: Story = {
  args: { direction: { base: 'column', mobile: 'row' }, gap: { base: '2', mobile: '5' } },
};

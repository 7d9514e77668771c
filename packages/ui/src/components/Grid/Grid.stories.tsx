import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutSample } from '../_internal/LayoutSample';
import { Grid } from './Grid';
import guide from './Grid.guide.md?raw';

const values = [
  'Excellence',
  'Innovation',
  'Collaboration',
  'Authenticity',
  'Community',
  'Sustainability',
];

const meta = {
  title: 'Foundations/Layout/Grid',
  component: Grid,
  args: {
    columns: { base: '1', small: '2', desktop: '3' },
    gap: '4',
    children: values.map((value) => <LayoutSample key={value}>{value}</LayoutSample>),
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Two columns on phones, four from 768 px. */
export const FourColumns: Story = {
  args: { columns: { base: '2', mobile: '4' } },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByText(/^[A-Z][a-z]+$/);
    // Side by side at desktop width: the same top, different lefts.
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'mobile390' } } };

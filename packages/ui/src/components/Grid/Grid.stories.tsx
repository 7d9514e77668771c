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

/** As many columns as fit cells at least 16 rem wide: four at 1280 px, one on a phone. */
export const MinItemWidth: Story = {
  args: {
    as: 'ul',
    minItemWidth: '16rem',
    children: values.slice(0, 4).map((value) => (
      <li key={value}>
        <LayoutSample>{value}</LayoutSample>
      </li>
    )),
  },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // All four in one row, and the list keeps no bullets or indent.
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(getComputedStyle(items[0]!).listStyleType).toBe('none');
  },
};

/** Two unequal columns from 1024 px: a narrow aside beside the main text. */
export const Ratio: Story = {
  args: {
    columns: { base: '1', desktop: '1:2' },
    children: [
      <LayoutSample key="aside">Founder</LayoutSample>,
      <LayoutSample key="main">Twenty years of recording, mixing and film.</LayoutSample>,
    ],
  },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const aside = within(canvasElement).getByText('Founder');
    const main = within(canvasElement).getByText(/Twenty years/);
    await expect(main.getBoundingClientRect().width).toBeGreaterThan(
      aside.getBoundingClientRect().width * 1.5,
    );
  },
};

/** A fixed 14 rem aside (a contents list) beside the main column from 1024 px; stacked below. */
export const Aside: Story = {
  args: {
    columns: { base: '1', desktop: 'aside:1' },
    children: [
      <LayoutSample key="aside">On this page</LayoutSample>,
      <LayoutSample key="main">Who we are, what we collect and how long we keep it.</LayoutSample>,
    ],
  },
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const aside = within(canvasElement).getByText('On this page');
    const main = within(canvasElement).getByText(/Who we are/);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(aside.getBoundingClientRect().width).toBeCloseTo(14 * rem, 0);
    await expect(main.getBoundingClientRect().top).toBe(aside.getBoundingClientRect().top);
  },
};

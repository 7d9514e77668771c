import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LayoutSample } from '../_internal/LayoutSample';
import { Box } from './Box';
import guide from './Box.guide.md?raw';

const meta = {
  title: 'Foundations/Layout/Box',
  component: Box,
  args: { padding: '5', background: 'surface', borderRadius: 'lg' },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { children: 'Recording, mixing and mastering under one roof.' },
};

/** `as` renders the right element: here a landmark section with a heading. */
export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'studio-services',
    children: (
      <>
        <h2 id="studio-services">Studio services</h2>
        <p>Music production, video production and artist development.</p>
      </>
    ),
  },
};

/** Padding grows at the breakpoints: resize the viewport to watch it change. */
export const ResponsivePadding: Story = {
  args: {
    padding: { base: '2', mobile: '5', desktop: '8' },
    children: (
      <LayoutSample>Padding 0.5rem on phones, 1.5rem from 768 px, 4rem from 1024 px</LayoutSample>
    ),
  },
};

/** A panel: the theme's border colour around a surface, as a contents list or a form card. */
export const Panel: Story = {
  args: {
    border: 'standard',
    children: "Outlined in the theme's border colour.",
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByText(/Outlined/);
    await expect(getComputedStyle(panel).borderTopWidth).toBe('1px');
    await expect(getComputedStyle(panel).borderTopStyle).toBe('solid');
  },
};

/** Different space between rows and between columns: tags that wrap onto a second line. */
export const RowAndColumnGap: Story = {
  args: {
    display: 'flex',
    flexWrap: 'wrap',
    rowGap: '1',
    columnGap: '5',
    children: ['Recording', 'Mixing', 'Mastering', 'Film scoring', 'Sound design'].map((tag) => (
      <LayoutSample key={tag}>{tag}</LayoutSample>
    )),
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('Recording').parentElement!;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(parseFloat(getComputedStyle(row).rowGap)).toBe(0.25 * rem);
    await expect(parseFloat(getComputedStyle(row).columnGap)).toBe(1.5 * rem);
  },
};

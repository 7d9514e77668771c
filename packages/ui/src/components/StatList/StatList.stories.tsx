import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { StatList } from './StatList';
import guide from './StatList.guide.md?raw';

const meta = {
  title: 'Blocks/StatList',
  component: StatList,
  args: {
    items: [
      { value: '120+', label: 'Projects released' },
      { value: '45', label: 'Artists recorded' },
      { value: '12', label: 'Years of music' },
      { value: '8', label: 'Languages' },
    ],
  },
  argTypes: { items: { control: 'object' } },
  parameters: { layout: 'padded', docs: { description: { component: guide } } },
} satisfies Meta<typeof StatList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A public page's figures: the label is read first, the figure drawn first. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [term] = canvas.getAllByRole('term');
    if (!term) throw new Error('The list has no terms.');
    await expect(term).toHaveTextContent('Projects released');
    const figure = canvas.getByText('120+');
    await expect(figure.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      term.getBoundingClientRect().top,
    );
  },
};

/** A dashboard overview: counts with a detail line, and one not loaded yet. */
export const WithDetails: Story = {
  args: {
    items: [
      { label: 'Team members', value: 6, detail: '5 active · 1 blocked · 0 frozen' },
      {
        label: 'Orders',
        value: 14,
        detail: '3 pending · 9 approved · 1 rejected · 1 blocked · 0 frozen',
      },
      { label: 'Unread messages', value: 2 },
      { label: 'Sign-ins today', detail: 'Since 00:00 UTC' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 active · 1 blocked · 0 frozen')).toBeVisible();
    await expect(canvas.getByText('–')).toBeVisible();
  },
};

/** Long labels and figures wrap inside their card. */
export const LongText: Story = {
  args: {
    items: [
      { value: '1,250,000', label: 'Streams across every platform in the last twelve months' },
      { value: '3', label: 'Film scores' },
    ],
  },
};

/** Both shapes, for visual review. */
export const AllVariants: Story = {
  render: (args) => (
    <Stack gap="6">
      <StatList {...args} />
      <StatList
        items={[
          { label: 'Total orders', value: 14 },
          { label: 'Pending', value: 3, detail: 'Waiting for a decision' },
          { label: 'Approved', value: 9 },
          { label: 'Rejected' },
        ]}
      />
    </Stack>
  ),
};

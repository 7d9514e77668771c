import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChangeList } from './ChangeList';
import guide from './ChangeList.guide.md?raw';

const meta = {
  title: 'Blocks/ChangeList',
  component: ChangeList,
  args: {
    changes: [
      { field: 'Title', before: 'Spring notes', after: 'Spring notes, revised' },
      {
        field: 'Summary',
        before: 'A short look at the season.',
        after: 'A longer look at the season, with a word on what comes next.',
      },
      { field: 'Subtitle', before: '', after: 'New this week' },
    ],
  },
  argTypes: { labels: { control: false } },
  parameters: { layout: 'padded', docs: { description: { component: guide } } },
} satisfies Meta<typeof ChangeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each field with its two sides, named in words. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Title',
      'Summary',
      'Subtitle',
    ]);
    const definitions = canvas.getAllByRole('definition');
    await expect(definitions[0]).toHaveTextContent('BeforeSpring notes');
    await expect(definitions[1]).toHaveTextContent('AfterSpring notes, revised');
    await expect(definitions[4]).toHaveTextContent('Before(empty)');
  },
};

/** A conflict: what the server holds beside what was typed. */
export const Conflict: Story = {
  args: {
    labels: { before: 'Saved by someone else', after: 'Your version' },
    changes: [{ field: 'Title', before: 'Their title', after: 'My title' }],
  },
};

export const Empty: Story = { args: { changes: [] } };

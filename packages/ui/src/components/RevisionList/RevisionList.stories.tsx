import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RevisionList, type RevisionListProps } from './RevisionList';
import guide from './RevisionList.guide.md?raw';

const items = [
  { id: 'r3', author: 'Alex Morgan', at: '2026-03-12T14:05:00Z', summary: 'Title, Body' },
  { id: 'r2', author: 'Sam Lee', at: '2026-03-11T09:30:00Z', summary: 'Summary' },
  { id: 'r1', author: 'Alex Morgan', at: '2026-03-10T17:45:00Z' },
];

/** A fixed format, so that the stories read the same in every time zone. */
const formatTime = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

function Selectable(props: RevisionListProps) {
  const [selectedId, setSelectedId] = useState(props.selectedId ?? null);
  return (
    <RevisionList
      {...props}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        props.onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'Blocks/RevisionList',
  component: RevisionList,
  args: { items, selectedId: 'r2', onSelect: fn(), onRestore: fn(), formatTime },
  argTypes: {
    items: { control: false },
    labels: { control: false },
    formatTime: { control: false },
  },
  render: (args) => <Selectable {...args} />,
  parameters: { layout: 'padded', docs: { description: { component: guide } } },
} satisfies Meta<typeof RevisionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a revision by keyboard selects it; Restore, the next tab stop, restores it. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Revisions' });
    const buttons = within(list).getAllByRole('button', { pressed: false });
    await expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent(
      '2026-03-11 09:30Sam LeeSummary',
    );
    await userEvent.click(buttons[0]!);
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('r1');
    await expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent(
      '2026-03-10 17:45Alex Morgan',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Restore this version' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRestore).toHaveBeenCalledWith('r1');
  },
};

/** While the app restores one, its button is busy. */
export const Restoring: Story = { args: { restoringId: 'r2' } };

/** Nothing saved before. */
export const Empty: Story = { args: { items: [] } };

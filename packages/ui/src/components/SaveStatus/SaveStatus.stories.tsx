import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { SaveStatus, saveStates, type SaveState } from './SaveStatus';
import guide from './SaveStatus.guide.md?raw';

const savedAt = '2026-03-12T14:05:00Z';
const fixedTime = () => '14:05';

const meta = {
  title: 'Blocks/SaveStatus',
  component: SaveStatus,
  args: { state: 'saved', savedAt, formatTime: fixedTime },
  argTypes: {
    state: { control: 'inline-radio', options: saveStates },
    labels: { control: false },
    formatTime: { control: false },
  },
  parameters: { layout: 'padded', docs: { description: { component: guide } } },
} satisfies Meta<typeof SaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every state, as an autosaving form moves through them. */
export const AllStates: Story = {
  render: (args) => (
    <Stack gap="3">
      {saveStates.map((state) => (
        <SaveStatus key={state} {...args} state={state} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(texts).toEqual([
      'Saved at 14:05',
      'Saving…',
      'Unsaved changes',
      'Offline — kept on this device',
      'Couldn’t save',
    ]);
  },
};

function Cycling() {
  const [state, setState] = useState<SaveState>('unsaved');
  return (
    <Stack gap="3">
      <SaveStatus state={state} savedAt={savedAt} formatTime={fixedTime} />
      <Button onClick={() => setState(state === 'unsaved' ? 'saving' : 'saved')}>Next</Button>
    </Stack>
  );
}

/** One live region whose words change: a screen reader hears each new state. */
export const Changing: Story = {
  render: () => <Cycling />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('Unsaved changes');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(status).toHaveTextContent('Saving…');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(status).toHaveTextContent('Saved at 14:05');
  },
};

/** Other words, for another language. */
export const OtherLanguage: Story = {
  args: {
    state: 'offline',
    labels: { offline: 'Hors ligne — gardé sur cet appareil' },
  },
};

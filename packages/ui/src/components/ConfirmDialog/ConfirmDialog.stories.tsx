import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmDialogTones } from './ConfirmDialog.css';
import guide from './ConfirmDialog.guide.md?raw';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete this order?',
    description:
      'The order of Meera Joshi (meera.joshi@example.in) is removed from the list. This cannot be undone.',
    confirmLabel: 'Delete',
    confirmLoadingLabel: 'Deleting...',
    cancelLabel: 'Cancel',
    tone: 'critical',
    onConfirm: fn(),
    onCancel: fn(),
    onConfirmError: fn(),
    trigger: <Button variant="critical">Delete order</Button>,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
    trigger: { control: false },
    children: { control: false },
    error: { control: 'text' },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete order' }));
    await page.findByRole('alertdialog', { name: 'Delete this order?' });
    // A destructive action starts on Cancel.
    await waitFor(() => expect(page.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await page.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toHaveStyle({ opacity: '1' }));
  },
};

/** `tone="primary"`: an ordinary confirmation, focus on the confirm button. */
export const Approve: Story = {
  args: {
    title: 'Approve this order?',
    description: 'The order of Meera Joshi is accepted and she is told.',
    confirmLabel: 'Approve',
    confirmLoadingLabel: 'Approving...',
    tone: 'primary',
    trigger: <Button>Approve</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve' }));
    const dialog = await page.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveFocus(),
    );
  },
};

const blockVikram = {
  title: 'Block Vikram Rathore?',
  description: 'He is signed out at once and can no longer sign in until unblocked.',
  confirmLabel: 'Block',
  confirmLoadingLabel: 'Blocking...',
  trigger: <Button variant="critical">Block user</Button>,
};

/** `onConfirm` returns a Promise: the button shows "Blocking..." until it settles. */
export const Loading: Story = {
  args: {
    ...blockVikram,
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 800))),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Block user' }));
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
  },
};

/** The request fails: the dialog stays open and shows the error; the user can retry or cancel. */
export const ErrorState: Story = {
  args: {
    ...blockVikram,
  },
  render: function FailingBlock(args) {
    const [error, setError] = useState<string>();
    return (
      <ConfirmDialog
        {...args}
        error={error}
        onConfirm={() =>
          new Promise<void>((_, reject) =>
            setTimeout(() => reject(new Error('Network error')), 300),
          )
        }
        onConfirmError={() =>
          setError('Could not block the user. Check your connection and try again.')
        }
        onOpenChange={() => setError(undefined)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Block user' }));
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await within(dialog).findByRole('alert');
    await waitFor(() => expect(dialog).toHaveStyle({ opacity: '1' }));
  },
};

/** Extra content: the row's key facts and an optional message. */
export const WithFactsAndMessage: Story = {
  args: {
    title: 'Freeze this order?',
    description: 'The order is on hold until someone unfreezes it.',
    confirmLabel: 'Freeze',
    confirmLoadingLabel: 'Freezing...',
    tone: 'primary',
    trigger: <Button variant="secondary">Freeze</Button>,
  },
  render: function FreezeWithMessage(args) {
    const [message, setMessage] = useState('Action freeze by Reviewer');
    return (
      <ConfirmDialog {...args} onConfirm={() => args.onConfirm()}>
        <dl
          style={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            gap: '0.25rem 1rem',
            margin: 0,
          }}
        >
          <dt>Name</dt>
          <dd style={{ margin: 0 }}>Meera Joshi</dd>
          <dt>Email</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>meera.joshi@example.in</dd>
          <dt>Phone</dt>
          <dd style={{ margin: 0 }}>+91 98200 12345</dd>
          <dt>Country</dt>
          <dd style={{ margin: 0 }}>India</dd>
        </dl>
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          Message (optional)
          <textarea rows={3} value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
      </ConfirmDialog>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Freeze' }));
    const dialog = await page.findByRole('alertdialog');
    const message = within(dialog).getByRole('textbox', { name: 'Message (optional)' });
    await userEvent.clear(message);
    await userEvent.type(message, 'Duplicate request');
  },
};

export const Controlled: Story = {
  args: { trigger: undefined },
  render: function ControlledConfirm(args) {
    const [open, setOpen] = useState(false);
    const [status, setStatus] = useState('Pending');
    return (
      <Stack gap="3" align="flex-start">
        <p style={{ margin: 0 }}>Status: {status}</p>
        <Button variant="critical" onClick={() => setOpen(true)}>
          Reject Ananya Sen
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          title="Reject this order?"
          description="Ananya Sen is told the request was not approved."
          confirmLabel="Reject"
          onConfirm={() => setStatus('Rejected')}
        />
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Ananya Sen' }));
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(canvas.getByText('Status: Rejected')).toBeInTheDocument());
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Delete “Radha Shyam Salone Ko (Extended Devotional Mix featuring the Example Strings)”?',
    description:
      'The release page, its poster, its 14 tracks, their audio previews and every scheduled post about it on the studio’s social channels are removed. Listeners who saved it will see it as unavailable. This cannot be undone.',
    confirmLabel: 'Delete release permanently',
  },
  play: Open.play,
};

export const Narrow: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile390' } },
  play: Open.play,
};

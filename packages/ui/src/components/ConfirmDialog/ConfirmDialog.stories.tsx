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

/** Opens the dialog from the trigger button named `trigger`, as a person would. */
async function openFrom(canvasElement: HTMLElement, trigger: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: trigger }));
  return page.findByRole('alertdialog');
}

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
export const MarkPaid: Story = {
  args: {
    title: 'Mark this order paid?',
    description: 'The payment of Meera Joshi is recorded and her order joins the packing queue.',
    confirmLabel: 'Mark paid',
    confirmLoadingLabel: 'Saving...',
    tone: 'primary',
    trigger: <Button>Mark paid</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await openFrom(canvasElement, 'Mark paid');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Mark paid' })).toHaveFocus(),
    );
  },
};

const suspendVikram = {
  title: 'Suspend the seat of Vikram Rathore?',
  description: 'He is signed out at once and cannot sign in until the seat is restored.',
  confirmLabel: 'Suspend',
  confirmLoadingLabel: 'Suspending...',
  trigger: <Button variant="critical">Suspend seat</Button>,
};

/** `onConfirm` returns a Promise: the button shows "Suspending..." until it settles. */
export const Loading: Story = {
  args: {
    ...suspendVikram,
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 800))),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openFrom(canvasElement, 'Suspend seat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  },
};

/** The request fails: the dialog stays open and shows the error; the user can retry or cancel. */
export const ErrorState: Story = {
  args: {
    ...suspendVikram,
  },
  render: function FailingSuspend(args) {
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
          setError('Could not suspend the seat. Check your connection and try again.')
        }
        onOpenChange={() => setError(undefined)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openFrom(canvasElement, 'Suspend seat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await within(dialog).findByRole('alert');
    await waitFor(() => expect(dialog).toHaveStyle({ opacity: '1' }));
  },
};

/** Extra content: the row's key facts and an optional message. */
export const WithFactsAndMessage: Story = {
  args: {
    title: 'Ship this order?',
    description: 'The customer gets the tracking link and this message.',
    confirmLabel: 'Ship',
    confirmLoadingLabel: 'Shipping...',
    tone: 'primary',
    trigger: <Button variant="secondary">Ship</Button>,
  },
  render: function ShipWithMessage(args) {
    const [message, setMessage] = useState('Your order is on its way.');
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
    const dialog = await openFrom(canvasElement, 'Ship');
    const message = within(dialog).getByRole('textbox', { name: 'Message (optional)' });
    await userEvent.clear(message);
    await userEvent.type(message, 'Packed with care, arriving on Friday.');
  },
};

export const Controlled: Story = {
  args: { trigger: undefined },
  render: function ControlledConfirm(args) {
    const [open, setOpen] = useState(false);
    const [status, setStatus] = useState('Paid');
    return (
      <Stack gap="3" align="flex-start">
        <p style={{ margin: 0 }}>Status: {status}</p>
        <Button variant="critical" onClick={() => setOpen(true)}>
          Refund Ananya Sen
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          title="Refund this order?"
          description="Ananya Sen gets the whole payment back."
          confirmLabel="Refund"
          onConfirm={() => setStatus('Refunded')}
        />
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openFrom(canvasElement, 'Refund Ananya Sen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(canvas.getByText('Status: Refunded')).toBeInTheDocument());
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

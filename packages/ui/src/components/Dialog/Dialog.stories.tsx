import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Dialog, type DialogContentProps } from './Dialog';
import { dialogSizes } from './Dialog.css';
import guide from './Dialog.guide.md?raw';

function BookingDialog(props: DialogContentProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button>Book a session</Button>
      </Dialog.Trigger>
      <Dialog.Content {...props}>
        <Dialog.Title>Book a recording session</Dialog.Title>
        <Dialog.Description>
          Book recording sessions at least 2 weeks ahead. Payment is typically 50% upfront and 50%
          on completion.
        </Dialog.Description>
        <Dialog.Body>
          <p style={{ margin: 0 }}>
            Studio A has a live room for up to twelve musicians, a vocal booth and a Dolby Atmos mix
            suite. We will confirm your slot by email within 24 hours.
          </p>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>
            <Button variant="secondary">Cancel</Button>
          </Dialog.Close>
          <Dialog.Close>
            <Button>Request booking</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog.Content,
  args: { size: 'md', closeLabel: 'Close' },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    closeLabel: { control: 'text' },
    hideCloseButton: { control: 'boolean' },
  },
  render: (args) => <BookingDialog {...args} />,
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Book a session' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Book a recording session' });
    // Focus moves in once the opening animation has run.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book a session' }));
    const dialog = await body.findByRole('dialog');
    // Wait for the enter animation so the a11y check sees the final colours.
    await waitFor(() => expect(dialog).toHaveStyle({ opacity: '1' }));
    // The page behind does not scroll while the dialog is open.
    await expect(document.body).toHaveAttribute('data-scroll-locked');
  },
};

export const LongContent: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="secondary">Read the licence terms</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Title>Sync licence terms for “Radha Shyam Salone Ko”</Dialog.Title>
        <Dialog.Description>
          Read the terms before you use the recording in a film, an advertisement or online video.
        </Dialog.Description>
        <Dialog.Body>
          {[
            'The licence covers one audiovisual production and its trailers, in every territory, for the life of the production.',
            'The master recording may be edited for length; the melody, the lyrics and the arrangement may not be changed without written consent of the composer.',
            'Credit the recording as “Radha Shyam Salone Ko — performed by Rohan Mishra, courtesy of Example Records” in the end titles and in the online description.',
            'Fees are paid 50% upfront and 50% on delivery of the final cut. Cancellations need 48 hours notice; late cancellations may carry a fee.',
            'Broadcast, streaming and theatrical use are included. Use in political or religious campaigns needs a separate licence.',
            'Stems (vocals, tabla, flute, strings) are available on request for a mix fee; they are delivered as 48 kHz, 24-bit WAV files.',
            'These terms are governed by the laws of India; disputes go first to mediation in Mumbai.',
          ].map((clause, index) => (
            <p key={clause} style={{ margin: 0 }}>
              {index + 1}. {clause}
            </p>
          ))}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>
            <Button variant="secondary">Not now</Button>
          </Dialog.Close>
          <Dialog.Close>
            <Button>Accept terms</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Read the licence terms' }),
    );
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveStyle({ opacity: '1' }));
  },
};

export const Narrow: Story = {
  ...Open,
  globals: { viewport: { value: 'mobile390' } },
};

/** `size="full"`: the panel fills the viewport. */
export const FullScreen: Story = {
  ...Open,
  args: { size: 'full' },
};

export const Controlled: Story = {
  render: function ControlledDialog(args) {
    const [open, setOpen] = useState(false);
    return (
      <Stack gap="3" align="flex-start">
        <Button onClick={() => setOpen(true)}>Show release notes</Button>
        <p style={{ margin: 0 }}>Dialog is {open ? 'open' : 'closed'}.</p>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Content {...args} size="sm" aria-describedby={undefined}>
            <Dialog.Title>Chhath Ke Geet: what is new</Dialog.Title>
            <Dialog.Body>
              <p style={{ margin: 0 }}>
                Two bonus tracks, a live recording from the ghat, and Dolby Atmos mixes of every
                song.
              </p>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Root>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show release notes' }));
    await body.findByRole('dialog', { name: 'Chhath Ke Geet: what is new' });
  },
};

/** `sm` for short questions, `md` (default) for forms, `lg` for detail views, `full` for the whole viewport. */
export const AllSizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="3" wrap>
      {dialogSizes.map((size) => (
        <Dialog.Root key={size}>
          <Dialog.Trigger>
            <Button variant="secondary">Open {size}</Button>
          </Dialog.Trigger>
          <Dialog.Content {...args} size={size}>
            <Dialog.Title>Dialog size {size}</Dialog.Title>
            <Dialog.Description>
              New single “Desh Ki Mitti” is coming soon: pre-save it on your favourite service.
            </Dialog.Description>
            <Dialog.Footer>
              <Dialog.Close>
                <Button>Done</Button>
              </Dialog.Close>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Root>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of dialogSizes) {
      await userEvent.click(canvas.getByRole('button', { name: `Open ${size}` }));
      const dialog = await body.findByRole('dialog', { name: `Dialog size ${size}` });
      await expect(dialog).toHaveAttribute('data-size', size);
      await userEvent.click(body.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    }
  },
};

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function BookSession({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <main>
      <Dialog.Root onOpenChange={onOpenChange}>
        <Dialog.Trigger>
          <Button>Book a session</Button>
        </Dialog.Trigger>
        <Dialog.Content size="sm">
          <Dialog.Title>Book a recording session</Dialog.Title>
          <Dialog.Description>
            Sessions are booked at least 2 weeks ahead. We confirm by email.
          </Dialog.Description>
          <Dialog.Body>
            <label>
              Preferred date <input type="date" />
            </label>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button>Request booking</Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </main>
  );
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Book a session' }));
  return screen.findByRole('dialog', { name: 'Book a recording session' });
};

describe('Dialog', () => {
  it('given a closed dialog › when the trigger is clicked › then it opens, named by its title and described', async () => {
    render(<BookSession />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription(
      'Sessions are booked at least 2 weeks ahead. We confirm by email.',
    );
    expect(dialog).toHaveAttribute('data-size', 'sm');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Book a recording session' }),
    ).toBeVisible();
  });

  it('given an open dialog › when the × button named Close is clicked › then it closes and focus returns to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<BookSession onOpenChange={onOpenChange} />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Book a session' })).toHaveFocus();
  });

  it('given an open dialog › when Escape is pressed › then it closes and focus returns to the trigger', async () => {
    render(<BookSession />);
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Book a session' })).toHaveFocus();
  });

  it('given an open dialog › when the backdrop is clicked › then it closes', async () => {
    render(<BookSession />);
    const dialog = await openDialog();
    expect(dialog).toBeInTheDocument();
    const backdrop = document.querySelector<HTMLElement>('[data-dialog-overlay]');
    await userEvent.click(backdrop as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given an open dialog › when clicking inside the panel › then it stays open', async () => {
    render(<BookSession />);
    const dialog = await openDialog();
    await userEvent.click(screen.getByText(/booked at least 2 weeks/));
    expect(dialog).toBeInTheDocument();
  });

  it('given an open dialog › when tabbing past the last control › then focus wraps inside the dialog', async () => {
    render(<BookSession />);
    const dialog = await openDialog();
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('given an open dialog › then the page behind is hidden from assistive technology', async () => {
    render(<BookSession />);
    await openDialog();
    expect(screen.queryByRole('main')).toBeNull();
    expect(
      screen.getByRole('main', { hidden: true }).closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  });

  // That scroll is locked while open is shown in the browser by the Open story.
  it('given an open dialog › when it closes › then page scroll is unlocked', async () => {
    render(<BookSession />);
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  });

  it('given a Dialog.Close button › when clicked › then it closes', async () => {
    render(<BookSession />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given a controlled dialog › when closed by the user › then the owner decides the state', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>Open: {String(open)}</p>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Content closeLabel="Close release notes" aria-describedby={undefined}>
              <Dialog.Title>Release notes</Dialog.Title>
            </Dialog.Content>
          </Dialog.Root>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close release notes' }));
    await waitFor(() => expect(screen.getByText('Open: false')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given hideCloseButton › then no × button is drawn', async () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content hideCloseButton aria-describedby={undefined}>
          <Dialog.Title>Uploading master</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await screen.findByRole('dialog', { name: 'Uploading master' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('has no axe violations closed and open', async () => {
    const { container } = render(<BookSession />);
    expect((await axe.run(container)).violations).toEqual([]);
    await openDialog();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const openWith = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('alertdialog');
};

describe('ConfirmDialog', () => {
  it('given a destructive action › when opened from its trigger › then it is an alertdialog named and described', async () => {
    render(
      <ConfirmDialog
        title="Delete this request?"
        description="The order of Meera Joshi is removed. This cannot be undone."
        confirmLabel="Delete"
        tone="critical"
        onConfirm={() => {}}
        trigger={<Button variant="critical">Delete request</Button>}
      />,
    );
    const dialog = await openWith('Delete request');
    expect(dialog).toHaveAccessibleName('Delete this request?');
    expect(dialog).toHaveAccessibleDescription(
      'The order of Meera Joshi is removed. This cannot be undone.',
    );
  });

  // Where focus starts (Cancel for a destructive action, the confirm button otherwise) is
  // asserted by the Playground and MarkPaid stories, in a browser after the opening animation.

  it('given a synchronous onConfirm › when confirmed › then it is called once, the dialog closes and focus returns to the trigger', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        title="Publish Desh Ki Mitti?"
        description="The release page goes live for everyone."
        confirmLabel="Publish"
        onConfirm={onConfirm}
        trigger={<Button>Publish release</Button>}
      />,
    );
    await openWith('Publish release');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Publish release' })).toHaveFocus();
  });

  it('given an async onConfirm › while pending › then the confirm button is busy and the dialog cannot be dismissed; when it resolves › then it closes', async () => {
    const request = deferred();
    const onConfirm = vi.fn(() => request.promise);
    render(
      <ConfirmDialog
        title="Suspend this seat?"
        description="Vikram Rathore can no longer sign in."
        confirmLabel="Suspend"
        confirmLoadingLabel="Suspending..."
        tone="critical"
        onConfirm={onConfirm}
        trigger={<Button>Suspend seat</Button>}
      />,
    );
    await openWith('Suspend seat');
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const busy = screen.getByRole('button', { name: 'Suspending...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => request.resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('given an async onConfirm that rejects › then the dialog stays open, reports the reason and can show an error', async () => {
    function SuspendWithError() {
      const [error, setError] = useState<string>();
      return (
        <ConfirmDialog
          title="Suspend this seat?"
          description="Vikram Rathore can no longer sign in."
          confirmLabel="Suspend"
          tone="critical"
          error={error}
          onConfirm={() => Promise.reject(new Error('Network error'))}
          onConfirmError={(reason) => setError(`Could not suspend: ${(reason as Error).message}`)}
          trigger={<Button>Suspend seat</Button>}
        />
      );
    }
    render(<SuspendWithError />);
    await openWith('Suspend seat');
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not suspend: Network error');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend' })).not.toHaveAttribute('aria-busy');
  });

  it('given onConfirm returns false › then the dialog stays open', async () => {
    render(
      <ConfirmDialog
        title="Archive this order?"
        description="Give a reason."
        onConfirm={() => false}
        trigger={<Button>Archive order</Button>}
      />,
    );
    await openWith('Archive order');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('given an open dialog › when Cancel or Escape is used › then onCancel runs, onConfirm does not, and it closes', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        title="Refund this order?"
        description="Ananya Sen gets the whole payment back."
        confirmLabel="Refund"
        tone="critical"
        onConfirm={onConfirm}
        onCancel={onCancel}
        trigger={<Button>Refund order</Button>}
      />,
    );
    await openWith('Refund order');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await openWith('Refund order');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('given an open dialog › when the backdrop is clicked › then it stays open (a decision is needed)', async () => {
    render(
      <ConfirmDialog
        title="Delete this request?"
        description="This cannot be undone."
        onConfirm={() => {}}
        trigger={<Button>Delete</Button>}
      />,
    );
    await openWith('Delete');
    await userEvent.click(
      document.querySelector<HTMLElement>('[data-dialog-overlay]') as HTMLElement,
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('given controlled use with extra content › then it renders the children and reports open changes', async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Ship this order?"
        description="The customer gets the tracking link."
        onConfirm={() => {}}
      >
        <label>
          Message <textarea defaultValue="Your order is on its way." />
        </label>
      </ConfirmDialog>,
    );
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue(
      'Your order is on its way.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Controlled: it stays until the owner closes it.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('has no axe violations closed and open', async () => {
    const { container } = render(
      <ConfirmDialog
        title="Delete this request?"
        description="This cannot be undone."
        confirmLabel="Delete"
        tone="critical"
        error="Could not delete the request. Try again."
        onConfirm={() => {}}
        trigger={<Button variant="critical">Delete request</Button>}
      />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
    await openWith('Delete request');
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { media } from '../../styles/media';
import { ToastProvider, useToast } from './Toast';
import { toast, toastStore } from './toastStore';

afterEach(() => {
  vi.useRealTimers();
  act(() => toastStore.reset());
});

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A provider on fake timers, and the toasts `raise` sends it. */
function raiseOnFakeTimers(raise: () => void, props: ComponentProps<typeof ToastProvider> = {}) {
  vi.useFakeTimers();
  render(<ToastProvider {...props} />);
  act(raise);
}

describe('Toast', () => {
  it('given a provider › toast.success › shows the title, message, a type word and a Dismiss button in the notifications region', async () => {
    render(<ToastProvider />);
    act(() => {
      toast.success('Order shipped', { message: 'Priya Sharma is told her order is on its way.' });
    });
    const list = within(region());
    expect(await list.findByText('Order shipped')).toBeInTheDocument();
    expect(list.getByText('Priya Sharma is told her order is on its way.')).toBeInTheDocument();
    expect(list.getByText(/Success:/)).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
    expect(list.getByRole('listitem')).toHaveAttribute('data-type', 'success');
  });

  it('given a toast without a duration › it stays 4999 ms and closes at 5000 ms', () => {
    raiseOnFakeTimers(() => toast.info('Sitemap regenerated'));
    advance(4999);
    expect(screen.getByText('Sitemap regenerated')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Sitemap regenerated')).not.toBeInTheDocument();
  });

  it('given duration 0 › the toast stays until dismissed', () => {
    raiseOnFakeTimers(() => toast.warning('Session ends in 2 minutes', { duration: 0 }));
    advance(60_000);
    expect(screen.getByText('Session ends in 2 minutes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Session ends in 2 minutes')).not.toBeInTheDocument();
  });

  it('given a custom duration › it closes after that time, and the provider duration sets the default', () => {
    raiseOnFakeTimers(
      () => {
        toast({ type: 'success', title: 'Saved', duration: 2000 });
        toast({ type: 'info', title: 'Default of this provider' });
      },
      { duration: 8000 },
    );
    advance(2000);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    advance(5999);
    expect(screen.getByText('Default of this provider')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Default of this provider')).not.toBeInTheDocument();
  });

  it('given a toast › hovering the region pauses it and leaving resumes with the remaining time', () => {
    raiseOnFakeTimers(() => toast.success('Password changed'));
    advance(3000);
    fireEvent.pointerMove(region());
    advance(20_000);
    expect(screen.getByText('Password changed')).toBeInTheDocument();
    fireEvent.pointerLeave(region());
    advance(1999);
    expect(screen.getByText('Password changed')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Password changed')).not.toBeInTheDocument();
  });

  it('given a toast › focus inside it pauses it until focus leaves', () => {
    vi.useFakeTimers();
    render(
      <>
        <button type="button">Outside</button>
        <ToastProvider />
      </>,
    );
    act(() => {
      toast.info('New order');
    });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    advance(20_000);
    expect(screen.getByText('New order')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(5000);
    expect(screen.queryByText('New order')).not.toBeInTheDocument();
  });

  it('given an error › it is announced assertively; other types politely', async () => {
    render(<ToastProvider />);
    act(() => {
      toast.error('Could not send the message', {
        message: 'Write to hello@company.example instead.',
      });
    });
    await waitFor(() => {
      const live = document.querySelector('[aria-live="assertive"]');
      expect(live).toHaveTextContent('Error: Could not send the message');
    });
    act(() => {
      toast.success('Message sent');
    });
    await waitFor(() => {
      const polite = [...document.querySelectorAll('[aria-live="polite"]')];
      expect(polite.some((node) => node.textContent?.includes('Success: Message sent'))).toBe(true);
    });
  });

  it('given several toasts › they stack in order; dismiss(id) closes one and dismiss() closes all', () => {
    render(<ToastProvider />);
    let second = '';
    act(() => {
      toast.success('Order shipped');
      second = toast.warning('Storage almost full');
      toast.info('Backup finished');
    });
    const items = within(region()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Order shipped'),
      expect.stringContaining('Storage almost full'),
      expect.stringContaining('Backup finished'),
    ]);
    act(() => toast.dismiss(second));
    expect(screen.queryByText('Storage almost full')).not.toBeInTheDocument();
    expect(screen.getByText('Order shipped')).toBeInTheDocument();
    act(() => toast.dismiss());
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('given a toast with an id still shown › showing the same id again replaces it instead of stacking', () => {
    render(<ToastProvider />);
    act(() => {
      toast.info('Uploading 1 of 3', { id: 'upload' });
      toast.info('Uploading 2 of 3', { id: 'upload' });
    });
    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Uploading 2 of 3')).toBeInTheDocument();
  });

  it('given toasts raised before the provider mounts › they appear when it mounts', () => {
    toast.error('Network unavailable');
    render(<ToastProvider />);
    expect(within(region()).getByText('Network unavailable')).toBeInTheDocument();
  });

  it('given an action › clicking it runs the callback and closes the toast', async () => {
    const onUndo = vi.fn();
    render(<ToastProvider />);
    act(() => {
      toast.success('Order cancelled', { action: { label: 'Undo', onClick: onUndo } });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Order cancelled')).not.toBeInTheDocument();
  });

  it('given focus in a toast › pressing Escape closes it', async () => {
    render(<ToastProvider />);
    act(() => {
      toast.info('Draft saved', { duration: 0 });
    });
    screen.getByRole('button', { name: 'Dismiss notification' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Draft saved')).not.toBeInTheDocument();
  });

  it('given useToast in a component › its toast function shows toasts in the provider', async () => {
    function SaveButton() {
      const { toast: show } = useToast();
      return (
        <button type="button" onClick={() => show.success('Changes saved')}>
          Save
        </button>
      );
    }
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(region()).getByText('Changes saved')).toBeInTheDocument();
  });

  it('given custom labels › names the region, the close button and the type word', () => {
    render(
      <ToastProvider
        label="Benachrichtigungen"
        closeLabel="Schließen"
        typeLabels={{ info: 'Hinweis' }}
      />,
    );
    act(() => {
      toast.info('Gespeichert');
    });
    const custom = screen.getByRole('region', { name: 'Benachrichtigungen' });
    expect(within(custom).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(within(custom).getByText(/Hinweis:/)).toBeInTheDocument();
  });

  it('given a larger screen › toasts swipe right; given a phone (below 768 px) › they swipe down', () => {
    const { unmount } = render(<ToastProvider />);
    act(() => {
      toast.info('Inbox refreshed');
    });
    expect(within(region()).getByRole('listitem')).toHaveAttribute('data-swipe-direction', 'right');
    unmount();
    act(() => toastStore.reset());

    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === media.belowMobile,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as typeof window.matchMedia;
    try {
      render(<ToastProvider />);
      act(() => {
        toast.info('Inbox refreshed');
      });
      expect(within(region()).getByRole('listitem')).toHaveAttribute(
        'data-swipe-direction',
        'down',
      );
    } finally {
      window.matchMedia = original;
    }
  });

  it('given a toast on a larger screen › swiping it right past the threshold › dismisses it', () => {
    const setPointerCapture = Element.prototype.setPointerCapture;
    Element.prototype.setPointerCapture = () => {};
    try {
      render(<ToastProvider />);
      act(() => {
        toast.success('Track uploaded', { duration: 0 });
      });
      const item = within(region()).getByRole('listitem');
      fireEvent.pointerDown(item, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 30, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 120, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: 120, clientY: 10, pointerId: 1 });
      expect(screen.queryByText('Track uploaded')).not.toBeInTheDocument();
    } finally {
      Element.prototype.setPointerCapture = setPointerCapture;
    }
  });

  it('has no axe violations with no toast and with a toast of every type open', async () => {
    const { container } = render(
      <main>
        <h1>Dashboard</h1>
        <ToastProvider />
      </main>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
    act(() => {
      toast.success('Order shipped', { message: 'The customer was told.' });
      toast.error('Could not block the user', { message: 'The server did not answer.' });
      toast.warning('Session ends in 2 minutes', { duration: 0 });
      toast.info('Sitemap regenerated', { action: { label: 'View', onClick: () => {} } });
    });
    expect(within(region()).getAllByRole('listitem')).toHaveLength(4);
    let results: axe.AxeResults | undefined;
    // The announcer updates itself while axe runs; act() keeps React's test warnings quiet.
    await act(async () => {
      results = await axe.run(document.body);
    });
    expect(results?.violations).toEqual([]);
  });
});

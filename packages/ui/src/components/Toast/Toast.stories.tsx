import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { ToastProvider, useToast } from './Toast';
import { toast, toastStore, toastTypes, type ToastInput } from './toastStore';
import guide from './Toast.guide.md?raw';

const samples: Record<(typeof toastTypes)[number], ToastInput> = {
  success: {
    type: 'success',
    title: 'Order shipped',
    message: 'Priya Sharma is told her order is on its way.',
  },
  error: {
    type: 'error',
    title: 'Could not send your message',
    message: 'Please try again, or write to hello@company.example.',
  },
  warning: {
    type: 'warning',
    title: 'Session ends in 2 minutes',
    message: 'Save your changes to keep working.',
  },
  info: {
    type: 'info',
    title: 'New order',
    message: 'Kabir Rao placed an order.',
  },
};

const labelFor = {
  success: 'Ship order',
  error: 'Send message',
  warning: 'Check session',
  info: 'Refresh inbox',
} as const;

function Demo() {
  const { toast: show } = useToast();
  return (
    <Stack direction="row" gap="3" wrap>
      {toastTypes.map((type) => (
        <Button key={type} variant="secondary" onClick={() => show(samples[type])}>
          {labelFor[type]}
        </Button>
      ))}
    </Stack>
  );
}

/** Not a component: an API helper that reports its outcome through the imperative `toast`. */
async function saveCookieSettings(onSaved: () => void) {
  await Promise.resolve();
  onSaved();
  toast.success('Cookie settings saved', { message: 'Analytics and marketing cookies are off.' });
}

const page = () => within(document.body);
const notifications = () => within(page().getByRole('region', { name: /Notifications/ }));

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  args: { duration: 5000, label: 'Notifications ({hotkey})', closeLabel: 'Dismiss notification' },
  argTypes: {
    duration: { control: { type: 'number', min: 0, step: 500 } },
    children: { control: false },
    typeLabels: { control: 'object' },
  },
  beforeEach: () => {
    // One store per page: start every story without leftovers from the previous one.
    toastStore.reset();
  },
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
  parameters: {
    layout: 'padded',
    docs: {
      description: { component: guide },
      story: { inline: false, height: '360px' },
    },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ship order' }));
    const item = await notifications().findByRole('listitem');
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(notifications().queryByRole('listitem')).not.toBeInTheDocument());
  },
};

function showOnClick(type: (typeof toastTypes)[number]): Story {
  return {
    play: async ({ canvasElement }) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: labelFor[type] }));
      const item = await notifications().findByRole('listitem');
      await expect(item).toHaveAttribute('data-type', type);
      await expect(
        within(item).getByRole('button', { name: 'Dismiss notification' }),
      ).toBeVisible();
    },
  };
}

/** `success`: an action finished as asked. */
export const Success: Story = showOnClick('success');

/** `error`: an action failed; announced assertively. */
export const ErrorToast: Story = {
  name: 'Error',
  ...showOnClick('error'),
};

/** `warning`: it worked, with something to watch. */
export const Warning: Story = showOnClick('warning');
/** `info`: news that needs no action. */
export const Info: Story = showOnClick('info');

/** `duration: 0` keeps a toast until it is dismissed, beside one that closes on its own. */
export const StickyUntilDismissed: Story = {
  name: 'Sticky (duration 0) beside a short one',
  render: (args) => (
    <ToastProvider {...args}>
      <Stack direction="row" gap="3" wrap>
        <Button
          variant="secondary"
          onClick={() =>
            toast.warning('Maintenance tonight at 23:00', {
              message: 'The admin area will be read-only for 30 minutes.',
              duration: 0,
            })
          }
        >
          Show sticky warning
        </Button>
        <Button
          variant="secondary"
          onClick={() => toast.info('Inbox refreshed', { duration: 1200 })}
        >
          Show 1.2 s info
        </Button>
      </Stack>
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show sticky warning' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show 1.2 s info' }));
  },
};

export const PausesOnHover: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Button
        variant="secondary"
        onClick={() => toast.success('Password changed', { duration: 1200 })}
      >
        Change password
      </Button>
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change password' }));
    await userEvent.hover(await notifications().findByRole('listitem'));
  },
};

export const Stacking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ship order' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh inbox' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check session' }));
  },
};

/** `action`: one button such as Undo, with a way to do the same for those who cannot reach the toast in time. */
export const WithAction: Story = {
  args: {},
  render: function Render(args) {
    const onUndo = fn();
    return (
      <ToastProvider {...args}>
        <Button
          variant="critical"
          onClick={() =>
            toast.info('Order cancelled', {
              message: 'Kabir Rao was told by email.',
              duration: 0,
              action: {
                label: 'Undo',
                altText: 'Restore it from the Cancelled tab of Orders',
                onClick: onUndo,
              },
            })
          }
        >
          Cancel order
        </Button>
      </ToastProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel order' }));
    await notifications().findByRole('button', { name: 'Undo' });
  },
};

/** Focus on a toast's Dismiss button, where Escape closes it. */
export const FocusOnDismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh inbox' }));
    const close = await notifications().findByRole('button', { name: 'Dismiss notification' });
    close.focus();
  },
};

export const FromOutsideReact: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Button onClick={() => void saveCookieSettings(() => {})}>Save cookie settings</Button>
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Save cookie settings' }),
    );
    await expect(await notifications().findByText('Cookie settings saved')).toBeVisible();
  },
};

function ShowAll({ long }: { long?: boolean }) {
  useEffect(() => {
    for (const type of toastTypes) {
      toast({
        ...samples[type],
        duration: 0,
        ...(long
          ? {
              title: `${String(samples[type].title)}: the studio's quarterly release schedule has been updated`,
              message:
                'Radha Shyam Salone Ko, Monsoon Letters and the live session of Vande Mataram moved to the first week of next month, after the mastering engineers asked for another revision round.',
            }
          : {}),
      });
    }
  }, [long]);
  return <p>Every type, kept open for review.</p>;
}

const renderAll =
  (long = false): Story['render'] =>
  (args) => (
    <ToastProvider {...args}>
      <ShowAll long={long} />
    </ToastProvider>
  );
const allFourShown = () =>
  waitFor(() => expect(notifications().getAllByRole('listitem')).toHaveLength(4));

/** All four shown, and the way a toast is swiped away on this screen. */
const allFourSwipe = (direction: 'right' | 'down') => async () => {
  await allFourShown();
  await expect(notifications().getAllByRole('listitem')[0]).toHaveAttribute(
    'data-swipe-direction',
    direction,
  );
};

// Larger screens: swipe right to dismiss.
export const AllTypes: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  render: renderAll(),
  play: allFourSwipe('right'),
};

export const LongText: Story = {
  render: renderAll(true),
  play: allFourShown,
};

// Phones: full width, swipe down to dismiss.
export const NarrowFullWidth: Story = {
  globals: { viewport: { value: 'mobile390' } },
  render: renderAll(),
  play: allFourSwipe('down'),
};

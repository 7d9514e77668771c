import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';
import guide from './Countdown.guide.md?raw';

const DAY_MS = 86_400_000;
/** Stories count to a time relative to when they load, as a launch page does. */
const fromNow = (ms: number) => new Date(Date.now() + ms);

const meta = {
  title: 'Blocks/Countdown',
  component: Countdown,
  args: {
    target: fromNow(30 * DAY_MS),
    label: 'Time until launch',
    announceSummary: false,
    completeText: 'We are live. Thank you for waiting with us.',
    onComplete: fn(),
  },
  argTypes: {
    target: { control: 'date' },
    now: { control: false },
    formatSummary: { control: false },
  },
  parameters: { layout: 'padded', docs: { description: { component: guide } } },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The launch countdown: thirty days from when the story loads. */
export const Playground: Story = {
  // Storybook's date control hands back a number; the component wants a Date.
  render: ({ target, ...args }) => <Countdown {...args} target={new Date(target)} />,
};

/** Seconds from the end: the numbers reach zero, the end text appears and onComplete fires. */
export const ReachingZero: Story = {
  render: (args) => <Countdown {...args} target={fromNow(2500)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const timer = canvas.getByRole('timer', { name: 'Time until launch' });
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(
      await canvas.findByText(args.completeText as string, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(timer).getAllByText('00')).toHaveLength(4);
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
  },
};

/** Already past its target: zeros and the end text from the first paint. */
export const Complete: Story = {
  args: { target: new Date('2024-01-01T00:00:00Z') },
};

/**
 * With the polite summary: screen readers hear "29 days, 23 hours and 59 minutes left" at most
 * once a minute; the seconds are never announced.
 */
export const WithMinuteSummary: Story = {
  args: { announceSummary: true },
};

/** Labels from the app, for another language. */
export const CustomLabels: Story = {
  args: {
    label: 'Launch tak ka samay',
    unitLabels: { days: 'Din', hours: 'Ghante', minutes: 'Minat', seconds: 'Second' },
    target: fromNow(3 * DAY_MS + 4 * 3_600_000),
  },
};

/** On a phone: the four units share the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile390' } },
};

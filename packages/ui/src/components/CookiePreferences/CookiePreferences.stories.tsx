import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookiePreferences, type CookieCategory } from './CookiePreferences';
import guide from './CookiePreferences.guide.md?raw';

const categories: CookieCategory[] = [
  {
    id: 'necessary',
    label: 'Necessary',
    description:
      'Keep the site working: your cookie choice, security and the pages you open. They cannot be switched off.',
    locked: true,
  },
  {
    id: 'analytics',
    label: 'Analytics',
    description:
      'Tell us which releases and videos you play and how you found us, counted anonymously.',
  },
  {
    id: 'marketing',
    label: 'Marketing',
    description:
      'Load video and streaming embeds, whose hosts may set their own cookies to measure campaigns.',
  },
  {
    id: 'preferences',
    label: 'Preferences',
    description: 'Remember choices such as your theme and player volume between visits.',
  },
];

const SAVED = 'Cookie preferences saved successfully!';
const RESET = 'Cookie preferences reset to default!';

const meta = {
  title: 'Blocks/CookiePreferences',
  component: CookiePreferences,
  args: {
    categories,
    label: 'Cookie categories',
    savedMessage: SAVED,
    resetMessage: RESET,
    saveLabel: 'Save Preferences',
    resetLabel: 'Reset to Default',
    lockedLabel: 'Always on',
    statusDuration: 3000,
    onSave: fn(),
    onReset: fn(),
    onValueChange: fn(),
  },
  argTypes: {
    categories: { control: 'object' },
    statusDuration: { control: { type: 'number', min: 0, step: 500 } },
  },
  parameters: { layout: 'padded', docs: { description: { component: guide } } },
} satisfies Meta<typeof CookiePreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** By keyboard: turn Analytics on with Space, Save with Enter, hear and see the saved banner. */
export const SavingByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const analytics = canvas.getByRole('switch', { name: 'Analytics' });
    analytics.focus();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save Preferences' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalled();
    await expect(await canvas.findByText(SAVED)).toBeVisible();
  },
};

/** Reset turns every optional category off again and shows its own banner. */
export const Resetting: Story = {
  args: { defaultValue: { analytics: true, marketing: true, preferences: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to Default' }));
    for (const name of ['Analytics', 'Marketing', 'Preferences']) {
      await expect(canvas.getByRole('switch', { name })).not.toBeChecked();
    }
    await expect(canvas.getByRole('switch', { name: 'Necessary' })).toBeChecked();
    await expect(await canvas.findByText(RESET)).toBeVisible();
  },
};

/** What a visitor who accepted everything sees when they come back. */
export const AllAccepted: Story = {
  args: { defaultValue: { analytics: true, marketing: true, preferences: true } },
};

/** Storage refused the save (private mode, quota): the error stays and the choices are kept. */
export const SaveFails: Story = {
  args: {
    onSave: fn(() => Promise.reject(new Error('QuotaExceededError'))),
    errorMessage: 'Your browser did not let us save your choices. Please try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(
      await canvas.findByText('Your browser did not let us save your choices. Please try again.'),
    ).toBeVisible();
  },
};

/** On a phone: long descriptions wrap beside their switches. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile390' } },
};

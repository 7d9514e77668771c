import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Switch } from './Switch';
import guide from './Switch.guide.md?raw';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: {
    label: 'Analytics',
    description: 'Helps us understand which pages and releases visitors enjoy. Kept for 1-2 years.',
    onCheckedChange: fn(),
  },
  argTypes: {
    checked: { control: 'boolean' },
    disabled: { control: 'boolean' },
    description: { control: 'text' },
    stateLabel: { control: 'text' },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Analytics' }));
  },
};

/** On, applying at once. */
export const On: Story = {
  args: {
    label: 'Marketing',
    defaultChecked: true,
    description:
      'Lets us show streaming and video embeds and measure campaigns. Kept for 1-3 years.',
  },
};

/** Necessary cookies: always on, cannot change. */
export const DisabledChecked: Story = {
  args: {
    label: 'Necessary',
    description: 'Required for the site to work: your consent choice and security. Always active.',
    checked: true,
    disabled: true,
    stateLabel: 'Always on',
  },
};

/** Disabled and off: a setting that cannot be turned on here. */
export const DisabledOff: Story = {
  args: { label: 'Preferences', disabled: true, description: 'Remembers your theme and language.' },
};

export const NoDescription: Story = {
  args: { label: 'Autoplay previews', description: undefined },
};

function CookieSettingsDemo() {
  const [prefs, setPrefs] = useState({ analytics: false, marketing: false, preferences: false });
  return (
    <Stack gap="2" style={{ maxWidth: '36rem' }}>
      <Switch
        label="Necessary"
        description="Required for the site to work: your consent choice and security."
        checked
        disabled
        stateLabel="Always on"
      />
      <Switch
        label="Analytics"
        description="Helps us understand which pages visitors use. Kept for 1-2 years."
        checked={prefs.analytics}
        onCheckedChange={(analytics) => setPrefs((p) => ({ ...p, analytics }))}
      />
      <Switch
        label="Marketing"
        description="Streaming and video embeds and campaign measurement. Kept for 1-3 years."
        checked={prefs.marketing}
        onCheckedChange={(marketing) => setPrefs((p) => ({ ...p, marketing }))}
      />
      <Switch
        label="Preferences"
        description="Remembers choices such as your theme. Kept for up to 2 years."
        checked={prefs.preferences}
        onCheckedChange={(preferences) => setPrefs((p) => ({ ...p, preferences }))}
      />
    </Stack>
  );
}

/** The cookie settings page: one switch per category; necessary is on and cannot change. */
export const CookieSettings: Story = {
  render: () => <CookieSettingsDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const marketing = canvas.getByRole('switch', { name: 'Marketing' });
    await userEvent.click(marketing);
    await expect(marketing).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  },
};

export const Narrow: Story = {
  render: () => <CookieSettingsDemo />,
  globals: { viewport: { value: 'mobile390' } },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="1" style={{ maxWidth: '28rem' }}>
      <Switch label="Off" />
      <Switch label="On" defaultChecked />
      <Switch label="Disabled off" disabled />
      <Switch label="Disabled on" disabled checked stateLabel="Always on" />
    </Stack>
  ),
};

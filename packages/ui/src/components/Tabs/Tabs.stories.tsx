import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';
import guide from './Tabs.guide.md?raw';

const releaseTabs = [
  {
    value: 'overview',
    label: 'Overview',
    body: 'Radha Shyam Salone Ko is a devotional single recorded live at the studio with a twelve-piece ensemble, mixed in Dolby Atmos and released on all streaming platforms.',
  },
  {
    value: 'credits',
    label: 'Credits',
    body: 'Produced by Arjun Mehta. Vocals by Priya Sharma. Mixing and mastering by Kabir Rao. Music video directed by Ananya Iyer.',
  },
  {
    value: 'lyrics',
    label: 'Lyrics',
    body: 'Lyrics by Meera Joshi, published with the permission of the writer. Translation notes are available on request.',
  },
  {
    value: 'video',
    label: 'Music Video',
    body: 'Shot over two days in Vrindavan on anamorphic lenses; the colour grade was finished in the studio suite.',
  },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'overview', onValueChange: fn(), activationMode: 'automatic' },
  argTypes: {
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
    orientation: { control: false },
  },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Release details">
        {releaseTabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {releaseTabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          <p>{tab.body}</p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Credits' }));
  },
};

/** `activationMode="manual"`: arrow keys move focus and Enter or Space selects, for panels slow to show. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
};

/** A disabled tab is skipped by the arrow keys. */
export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Release details">
        <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
        <Tabs.Trigger value="lyrics" disabled>
          Lyrics (coming soon)
        </Tabs.Trigger>
        <Tabs.Trigger value="credits">Credits</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="overview">
        <p>{releaseTabs[0]!.body}</p>
      </Tabs.Content>
      <Tabs.Content value="credits">
        <p>{releaseTabs[1]!.body}</p>
      </Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
  },
};

const manyTabs = [
  'Overview',
  'Credits',
  'Lyrics',
  'Music Video',
  'Behind the Scenes',
  'Press Kit',
  'Tour Dates',
];

/** On narrow screens the tab list scrolls sideways. */
export const NarrowScrollingList: Story = {
  globals: { viewport: { value: 'mobile390' } },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Release details">
        {manyTabs.map((label) => (
          <Tabs.Trigger key={label} value={label.toLowerCase().replace(/\s+/g, '-')}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {manyTabs.map((label) => (
        <Tabs.Content key={label} value={label.toLowerCase().replace(/\s+/g, '-')}>
          <p>{label} for Radha Shyam Salone Ko.</p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Release details' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{End}');
    // The list scrolls sideways rather than wrapping onto several lines.
    await expect(getComputedStyle(list).overflowX).toBe('auto');
    await expect(getComputedStyle(list).flexWrap).toBe('nowrap');
  },
};

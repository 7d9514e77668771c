import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, within } from 'storybook/test';
import { sampleServices } from '../../stories/sample/services';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Select, SelectGroup, SelectItem, SelectSeparator } from './Select';
import { selectSizes } from './Select.css';
import { gridModes } from '../../stories/chromaticModes';
import guide from './Select.guide.md?raw';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Service Interest',
    placeholder: 'Select a service',
    options: sampleServices,
    name: 'service',
    onValueChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: selectSizes },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    options: { control: 'object' },
    children: { control: false },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A value chosen. */
export const WithValue: Story = { args: { defaultValue: 'video-production' } };

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'distribution' },
  // An open Select is modal (it blocks the page around it), which would lock the docs page that
  // draws every story at once; the story test and axe still run on it.
  tags: ['!autodocs'],
  play: async () => {
    await within(document.body).findByRole('listbox');
  },
};

export const Invalid: Story = {
  args: { label: 'Service Type', required: true, error: 'Please choose a service.' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'consultation' } };

/** The support page's options, composed as groups. */
export const GroupedParts: Story = {
  args: { label: 'Service Type', options: undefined },
  render: (args) => (
    <Select {...args}>
      <SelectGroup label="Studio services">
        <SelectItem value="music-production">Music Production</SelectItem>
        <SelectItem value="video-production">Video Production</SelectItem>
        <SelectItem value="mixing-mastering">Mixing & Mastering</SelectItem>
        <SelectItem value="artist-development">Artist Development</SelectItem>
        <SelectItem value="distribution">Music Distribution</SelectItem>
      </SelectGroup>
      <SelectSeparator />
      <SelectGroup label="Account help">
        <SelectItem value="technical-support">Technical Support</SelectItem>
        <SelectItem value="billing">Billing</SelectItem>
        <SelectItem value="other">Other</SelectItem>
      </SelectGroup>
    </Select>
  ),
};

/** Submits with a native form: the chosen value arrives in FormData under `name`. */
export const InAForm: Story = {
  render: (args) => {
    const [submitted, setSubmitted] = useState<string | null>(null);
    return (
      <form
        aria-label="Contact the studio"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('service') ?? ''));
        }}
      >
        <Stack gap="4" align="flex-start">
          <Select {...args} />
          <Button type="submit">Send Message</Button>
          <p role="status">
            {submitted === null ? '' : `Submitted service: ${submitted || 'none'}`}
          </p>
        </Stack>
      </form>
    );
  },
};

export const LongLabels: Story = {
  args: {
    label: 'Which part of your release do you need the most help with?',
    options: [
      {
        value: 'full',
        label: 'Full production: songwriting, arrangement, recording, mixing and mastering',
      },
      { value: 'video', label: 'A music video shot on location with colour grading and subtitles' },
      { value: 'rollout', label: 'Release strategy, distribution and editorial playlist pitching' },
    ],
    defaultValue: 'full',
  },
  globals: { viewport: { value: 'mobile390' } },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile390' } },
};

export const AllVariants: Story = {
  parameters: gridModes,
  render: (args) => (
    <Stack gap="4">
      {selectSizes.map((size) => (
        <Select key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
      <Select {...args} label="With value" defaultValue="consultation" />
      <Select {...args} label="Invalid" error="Please choose a service." />
      <Select {...args} label="Disabled" disabled defaultValue="other" />
    </Stack>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Select, SelectGroup, SelectItem, SelectSeparator } from './Select';
import { selectSizes } from './Select.css';
import { gridModes } from '../../stories/chromaticModes';

/** The contact page's service options (spec 01 §3). */
const contactServices = [
  { value: 'music-production', label: 'Music Production' },
  { value: 'video-production', label: 'Video Production' },
  { value: 'mixing-mastering', label: 'Mixing & Mastering' },
  { value: 'artist-development', label: 'Artist Development' },
  { value: 'distribution', label: 'Music Distribution' },
  { value: 'consultation', label: 'Consultation' },
  { value: 'other', label: 'Other' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Service Interest',
    placeholder: 'Select a service',
    options: contactServices,
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
  parameters: {
    docs: {
      description: {
        component:
          'One choice from a short list (Radix Select), such as the service a client is interested in. Pass `options` as `{ value, label }` objects, or compose `SelectItem`, `SelectGroup` and `SelectSeparator` children. The empty choice is the `placeholder` (`Select a service`): Radix values cannot be empty strings. Inside a `<form>` it renders a hidden native select, so `name`, `required` and `FormData` work. For more than about 15 options or free text, use a searchable combobox instead.\n\n**Accessibility:** the trigger is a `combobox` named by its label; Enter, Space and the arrow keys open the list, typing a letter jumps to a matching option (also while closed), Escape closes it and returns focus to the trigger. Hint and error describe the trigger; an error sets `aria-invalid`.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Service Interest' });
    await expect(trigger).toHaveTextContent('Select a service');
    await userEvent.click(trigger);
    const body = within(document.body);
    const option = await body.findByRole('option', { name: 'Mixing & Mastering' });
    await userEvent.click(option);
    await expect(args.onValueChange).toHaveBeenCalledWith('mixing-mastering');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Mixing & Mastering');
  },
};

export const KeyboardAndTypeahead: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Service Interest' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await body.findByRole('listbox');
    await userEvent.keyboard('art');
    await waitFor(() =>
      expect(body.getByRole('option', { name: 'Artist Development' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('artist-development');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithValue: Story = { args: { defaultValue: 'video-production' } };

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'distribution' },
  // An open Select takes over the page (focus trap, outside hidden), so it stays off the docs page.
  tags: ['!autodocs'],
  parameters: {
    // While open, Radix marks everything outside the list aria-hidden (the trigger too) and traps
    // focus in the list, so the hidden trigger cannot be reached; axe cannot see the trap.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async () => {
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox).getByRole('option', { name: 'Music Distribution' }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

export const Invalid: Story = {
  args: { label: 'Service Type', required: true, error: 'Please choose a service.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Service Type' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please choose a service.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'consultation' } };

/** The support page's options, composed as groups (spec 01 §3). */
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
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Service Type' }));
    const group = await within(document.body).findByRole('group', { name: 'Account help' });
    await expect(within(group).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
  },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Service Interest' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Music Distribution' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Submitted service: distribution');
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleServices } from '../../stories/sample/services';
import { Stack } from '../Stack';
import { NativeSelect } from './NativeSelect';
import { nativeSelectSizes } from './NativeSelect.css';
import { gridModes } from '../../stories/chromaticModes';
import guide from './NativeSelect.guide.md?raw';

const meta = {
  title: 'Primitives/NativeSelect',
  component: NativeSelect,
  args: {
    label: 'Service Interest',
    placeholder: 'Select a service',
    options: sampleServices,
    name: 'service',
    onChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: nativeSelectSizes },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    options: { control: 'object' },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Choosing by keyboard: the value reaches `onChange`. */
export const ChooseByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Service Interest' });
    await userEvent.selectOptions(select, 'mixing-mastering');
    await expect(select).toHaveValue('mixing-mastering');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A value chosen. */
export const WithValue: Story = { args: { defaultValue: 'video-production' } };

export const Invalid: Story = {
  args: { label: 'Service Type', required: true, error: 'Please choose a service.' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'consultation' } };

/** Options in labelled groups (`<optgroup>`). */
export const Grouped: Story = {
  args: {
    label: 'Service Type',
    options: [
      { label: 'Recording', options: sampleServices.slice(0, 3) },
      { label: 'Business', options: sampleServices.slice(3) },
    ],
  },
};

/** Every size, state and the placeholder, for visual review. */
export const AllVariants: Story = {
  parameters: gridModes,
  render: (args) => (
    <Stack gap="4">
      {nativeSelectSizes.map((size) => (
        <NativeSelect key={size} {...args} label={`Size ${size}`} size={size} />
      ))}
      <NativeSelect {...args} label="With value" defaultValue="distribution" />
      <NativeSelect {...args} label="Invalid" error="Please choose a service." />
      <NativeSelect {...args} label="Disabled" disabled defaultValue="consultation" />
    </Stack>
  ),
};

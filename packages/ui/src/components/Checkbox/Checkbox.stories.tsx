import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Checkbox } from './Checkbox';
import guide from './Checkbox.guide.md?raw';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: {
    label: 'Email me when new releases drop',
    onCheckedChange: fn(),
  },
  argTypes: {
    checked: { control: 'inline-radio', options: [undefined, true, false, 'indeterminate'] },
    disabled: { control: 'boolean' },
    invalid: { control: 'boolean' },
    description: { control: 'text' },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', { name: 'Email me when new releases drop' }),
    );
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: {
    label: 'Email me about new releases',
    description:
      'About one email a month: premieres, behind-the-scenes videos and early listening sessions.',
  },
};

export const Invalid: Story = {
  args: { label: 'I agree to the terms of use', invalid: true, required: true },
};

export const Disabled: Story = { args: { label: 'Necessary', checked: true, disabled: true } };

function ServicesDemo() {
  const services = ['Music Production', 'Mixing & Mastering', 'Music Distribution'];
  const [chosen, setChosen] = useState<string[]>(['Mixing & Mastering']);
  const all =
    chosen.length === services.length ? true : chosen.length === 0 ? false : 'indeterminate';
  return (
    <Stack gap="1">
      <Checkbox
        label="All audio services"
        checked={all}
        onCheckedChange={(value) => setChosen(value === true ? services : [])}
      />
      <Stack gap="1" paddingLeft="6">
        {services.map((service) => (
          <Checkbox
            key={service}
            label={service}
            checked={chosen.includes(service)}
            onCheckedChange={(value) =>
              setChosen((current) =>
                value === true ? [...current, service] : current.filter((s) => s !== service),
              )
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** A parent checkbox that is indeterminate while some of its children are checked. */
export const Indeterminate: Story = {
  render: () => <ServicesDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parent = canvas.getByRole('checkbox', { name: 'All audio services' });
    await userEvent.click(parent);
    await expect(canvas.getByRole('checkbox', { name: 'Music Production' })).toBeChecked();
    await expect(parent).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Music Distribution' }));
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'I confirm that I own or control the rights to every recording, composition and lyric I am submitting, and that the studio may use short excerpts to promote the release.',
    description: 'Required before we can schedule mixing and distribution.',
  },
  globals: { viewport: { value: 'mobile390' } },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="1">
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" checked="indeterminate" />
      <Checkbox label="Invalid" invalid />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled checked />
    </Stack>
  ),
};

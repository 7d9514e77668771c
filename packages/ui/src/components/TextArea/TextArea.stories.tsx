import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { TextArea } from './TextArea';
import { textAreaResizes } from './TextArea.css';
import { gridModes } from '../../stories/chromaticModes';
import guide from './TextArea.guide.md?raw';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: {
    label: 'Message',
    required: true,
    rows: 4,
    placeholder: 'Tell us about your project, your timeline and how we can help.',
    onChange: fn(),
  },
  argTypes: {
    resize: { control: 'inline-radio', options: textAreaResizes },
    rows: { control: { type: 'number', min: 2, max: 16 } },
    invalid: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(
      textarea,
      'We are releasing a devotional EP in March.{Enter}Could you mix and master five tracks?',
    );
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Include your timeline and budget if you know them. We reply within 24 hours.' },
};

export const Invalid: Story = {
  args: { error: 'Please tell us about your project.' },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: 'Thank you for your message! We will get back to you within 24 hours.',
  },
};

export const LongText: Story = {
  args: {
    rows: 6,
    defaultValue:
      'Hello Example Records,\n\nOur collective is recording a twelve-track album of Chhath Puja and Bhakti songs with a live string section. We need tracking for three days in April, mixing and mastering for streaming and vinyl, and two music videos shot on location along the river.\n\nWe would also like advice on distribution in India, the UK and North America, and on how to pitch to editorial playlists before the release date.',
  },
};

export const Narrow: Story = {
  args: { hint: 'We reply within 24 hours.' },
  globals: { viewport: { value: 'mobile390' } },
};

export const AllVariants: Story = {
  parameters: gridModes,
  render: (args) => (
    <Stack gap="5">
      {textAreaResizes.map((resize) => (
        <TextArea key={resize} {...args} label={`Resize ${resize}`} resize={resize} rows={3} />
      ))}
      <TextArea {...args} label="Invalid" rows={3} error="Please tell us about your project." />
      <TextArea {...args} label="Disabled" rows={3} disabled defaultValue="Sent on Monday" />
    </Stack>
  ),
};

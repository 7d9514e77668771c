import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { Text, textElements } from './Text';
import { textAligns, textSizes, textTones, textWeights } from './Text.css';
import { gridModes } from '../../stories/chromaticModes';
import guide from './Text.guide.md?raw';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: {
    children:
      'Example Records is a music and film production studio and record label. Since 2018 we have produced more than 500 projects with over 50 artists.',
  },
  argTypes: {
    as: { control: 'select', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
    truncate: { control: 'boolean' },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** `tone="muted"`: secondary details such as opening hours. */
export const Muted: Story = {
  args: { tone: 'muted', size: 'sm', children: 'Monday - Friday, 9AM - 6PM PST' },
};
/** `tone="success"`: a good outcome, said in words as well as colour. */
export const Success: Story = {
  args: {
    tone: 'success',
    weight: 'medium',
    children: 'Thank you for your message! We will get back to you within 24 hours.',
  },
};
/** `tone="critical"`: a problem, said in words as well as colour. */
export const Critical: Story = {
  args: {
    tone: 'critical',
    weight: 'medium',
    children: 'Video failed to load. Please refresh the page.',
  },
};

/** `truncate`: one line cut with an ellipsis; keep the full text reachable elsewhere. */
export const Truncated: Story = {
  args: {
    truncate: true,
    children:
      'Monsoon Ragas (Deluxe Edition) – Live at the Riverside Amphitheatre with the Saptak String Ensemble',
  },
  globals: { viewport: { value: 'mobile390' } },
};

export const AllVariants: Story = {
  parameters: gridModes,
  render: () => (
    <Stack gap="5">
      <Stack gap="2">
        {textSizes.map((size) => (
          <Text key={size} size={size}>
            {size}: 500+ projects, 50+ artists, 100% satisfaction
          </Text>
        ))}
      </Stack>
      <Stack gap="2">
        {textTones.map((tone) => (
          <Text key={tone} tone={tone}>
            {tone}: Cookie preferences saved successfully!
          </Text>
        ))}
      </Stack>
      <Stack gap="2">
        {textWeights.map((weight) => (
          <Text key={weight} weight={weight}>
            {weight}: Our Journey, 2018 to 2023
          </Text>
        ))}
      </Stack>
    </Stack>
  ),
};

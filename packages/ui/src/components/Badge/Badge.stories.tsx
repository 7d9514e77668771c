import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { Badge } from './Badge';
import { badgeSizes, badgeTones } from './Badge.css';
import { gridModes } from '../../stories/chromaticModes';
import guide from './Badge.guide.md?raw';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { tone: 'info', size: 'md', children: 'Coming Soon' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    children: { control: 'text' },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A release stage on a poster. */
export const LatestRelease: Story = { args: { tone: 'success', children: 'Latest Release' } };

/** A record's status in a dense admin table. */
export const Pending: Story = { args: { tone: 'warning', size: 'sm', children: 'Pending' } };

/** A category with no particular meaning. */
export const Neutral: Story = { args: { tone: 'neutral', children: 'Bhakti Song' } };

export const LongText: Story = {
  args: {
    tone: 'warning',
    children: 'Post-Production: colour grading and Dolby Atmos mix in progress',
  },
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <Badge {...args} />
    </div>
  ),
};

/** Studio states as an app would map them onto tones. */
const studioExamples = [
  { tone: 'success', label: 'Latest Release' },
  { tone: 'info', label: 'Coming Soon' },
  { tone: 'warning', label: 'Post-Production' },
  { tone: 'warning', label: 'Pending' },
  { tone: 'success', label: 'Approved' },
  { tone: 'critical', label: 'Rejected' },
  { tone: 'critical', label: 'Blocked' },
  { tone: 'info', label: 'Frozen' },
] as const;

export const AllVariants: Story = {
  parameters: gridModes,
  render: () => (
    <Stack gap="5">
      {badgeSizes.map((size) => (
        <Stack key={size} gap="3">
          <Stack direction="row" gap="2" wrap align="center">
            {badgeTones.map((tone) => (
              <Badge key={tone} size={size} tone={tone}>
                {tone} {size}
              </Badge>
            ))}
          </Stack>
          <Stack direction="row" gap="2" wrap align="center">
            {studioExamples.map(({ tone, label }) => (
              <Badge key={label} size={size} tone={tone}>
                {label}
              </Badge>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  ),
};

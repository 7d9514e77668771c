import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Badge } from './Badge';
import {
  badgeSizes,
  badgeTones,
  badgeVariants,
  releaseBadgeVariants,
  statusBadgeVariants,
} from './Badge.css';
import { gridModes } from '../../stories/chromaticModes';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { variant: 'coming-soon', size: 'md' },
  argTypes: {
    variant: { control: 'select', options: [undefined, ...badgeVariants] },
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    children: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A short, non-interactive label. Use a semantic `variant` for releases (`latest-released`, `coming-soon`, `post-production`) and for request or user statuses (`pending`, `approved`, `rejected`, `blocked`, `frozen`, `active`, `deleted`): it picks the tone and the default label ("Latest Release", "Pending"...), which children override. Use a plain `tone` for anything else. Accessibility: the badge is plain text, read in place; its words carry the meaning, colour only repeats it. Do not make it a button: put actions beside it.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Coming Soon')).toBeVisible();
  },
};

export const LatestRelease: Story = { args: { variant: 'latest-released' } };
export const PostProduction: Story = { args: { variant: 'post-production' } };
export const Pending: Story = { args: { variant: 'pending', size: 'sm' } };

export const CustomLabel: Story = {
  args: { variant: 'coming-soon', children: 'Coming Diwali 2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Coming Diwali 2026')).toBeVisible();
    await expect(canvas.queryByText('Coming Soon')).toBeNull();
  },
};

export const PlainTone: Story = {
  args: { variant: undefined, tone: 'info', children: 'Bhakti Song' },
};

export const LongText: Story = {
  args: {
    variant: 'post-production',
    children: 'Post-Production: colour grading and Dolby Atmos mix in progress',
  },
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <Badge {...args} />
    </div>
  ),
};

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
            {releaseBadgeVariants.map((variant) => (
              <Badge key={variant} size={size} variant={variant} />
            ))}
          </Stack>
          <Stack direction="row" gap="2" wrap align="center">
            {statusBadgeVariants.map((variant) => (
              <Badge key={variant} size={size} variant={variant} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Latest Release')).toHaveLength(2);
    await expect(canvas.getAllByText('Frozen')).toHaveLength(2);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brokenImageUrl, sampleTeam, sampleTeamExperience } from '../../stories/sample/team';
import { Button } from '../Button';
import { TeamGrid } from './TeamGrid';
import guide from './TeamGrid.guide.md?raw';

const meta = {
  title: 'Blocks/TeamGrid',
  component: TeamGrid,
  args: {
    members: sampleTeam,
    heading: <h2 style={{ margin: 0 }}>Meet Our Team</h2>,
    action: (
      <Button asChild variant="secondary">
        <a href="#team">View Full Team</a>
      </Button>
    ),
    experience: sampleTeamExperience,
    onImageError: fn(),
  },
  argTypes: {
    heading: { control: false },
    action: { control: false },
    experience: { control: false },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof TeamGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Playground: Story = {
  // Opens one member's modal, so the story's axe check covers the open state too.
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Rohan Mishra/ }));
    const dialog = await page.findByRole('dialog', { name: 'Rohan Mishra' });
    await waitFor(() => expect(dialog).toHaveStyle({ opacity: '1' }));
  },
};

/** One portrait URL is broken: that card shows the first letter of the name on a coloured tile. */
export const AvatarFallback: Story = {
  args: {
    members: sampleTeam.map((member, index) =>
      index === 1 ? { ...member, image: brokenImageUrl } : member,
    ),
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile390' } },
};

export const Wide: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};

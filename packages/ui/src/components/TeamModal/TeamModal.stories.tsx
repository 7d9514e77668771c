import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brokenImageUrl, sampleTeam, sampleTeamExperience } from '../../stories/sample/team';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { TeamModal, type TeamMember } from './TeamModal';
import guide from './TeamModal.guide.md?raw';

const [arjun, kavya, rohan] = sampleTeam;

const meta = {
  title: 'Blocks/TeamModal',
  component: TeamModal,
  args: {
    member: arjun,
    trigger: <Button variant="secondary">About Arjun Mehta</Button>,
    experience: sampleTeamExperience,
    onOpenChange: fn(),
    onImageError: fn(),
  },
  argTypes: {
    trigger: { control: false },
    experience: { control: false },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof TeamModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const openModal = async (canvasElement: HTMLElement, trigger: RegExp | string, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: trigger }));
  const dialog = await page.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toHaveStyle({ opacity: '1' }));
  return dialog;
};

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await openModal(canvasElement, 'About Arjun Mehta', 'Arjun Mehta');
  },
};

export const AllSocialLinks: Story = {
  play: async ({ canvasElement }) => {
    await openModal(canvasElement, 'About Arjun Mehta', 'Arjun Mehta');
  },
};

export const SomeSocialLinks: Story = {
  args: { member: kavya, trigger: <Button variant="secondary">About Kavya Iyer</Button> },
  play: async ({ canvasElement }) => {
    await openModal(canvasElement, 'About Kavya Iyer', 'Kavya Iyer');
  },
};

export const ImageFails: Story = {
  args: {
    member: { ...rohan, image: brokenImageUrl },
    trigger: <Button variant="secondary">About Rohan Mishra</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement, 'About Rohan Mishra', 'Rohan Mishra');
    await waitFor(() => expect(args.onImageError).toHaveBeenCalledWith(brokenImageUrl), {
      timeout: 5000,
    });
    await expect(dialog.querySelector('[data-color]')).toHaveTextContent('R');
  },
};

export const LongText: Story = {
  args: {
    member: {
      name: 'Venkataraghavan Subramaniam-Krishnamurthy',
      role: 'Head of Post-Production, Dolby Atmos Re-recording Mixer & Colourist',
      bio: 'Venkat joined Example Records from a Chennai post house where he mixed more than sixty feature films in Tamil, Telugu and Hindi. At the studio he leads the edit, sound and colour teams, designs the Atmos mixes of every devotional album, and teaches the weekend workshop for young engineers. He still records a tanpura drone by hand before every session, for luck.',
      image: '/sample/team/arjun-mehta.svg',
      social: { instagram: 'https://instagram.com/venkat.mixes' },
    },
    trigger: <Button variant="secondary">About Venkat</Button>,
  },
  play: async ({ canvasElement }) => {
    await openModal(canvasElement, 'About Venkat', 'Venkataraghavan Subramaniam-Krishnamurthy');
  },
};

export const Narrow: Story = {
  ...AllSocialLinks,
  globals: { viewport: { value: 'mobile390' } },
};

/** The app keeps the selection; a backdrop click clears it. */
export const ControlledSelection: Story = {
  args: { trigger: undefined },
  render: function Selection(args) {
    const [selected, setSelected] = useState<TeamMember | null>(null);
    return (
      <Stack direction="row" gap="3" wrap>
        {sampleTeam.map((member) => (
          <Button key={member.name} variant="secondary" onClick={() => setSelected(member)}>
            {member.name}
          </Button>
        ))}
        {selected ? (
          <TeamModal
            {...args}
            member={selected}
            open
            onOpenChange={(open) => {
              if (!open) setSelected(null);
            }}
          />
        ) : null}
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    await openModal(canvasElement, 'Kavya Iyer', 'Kavya Iyer');
    await userEvent.click(
      document.querySelector<HTMLElement>('[data-dialog-overlay]') as HTMLElement,
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { Heading } from './Heading';
import { headingAligns, headingLevels, headingSizes } from './Heading.css';
import guide from './Heading.guide.md?raw';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Upcoming Releases' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    align: { control: 'inline-radio', options: headingAligns },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The outline decides the element, the design the size: a small h1 and a huge h2. */
export const LevelAndSizeIndependent: Story = {
  render: () => (
    <Stack gap="3">
      <Heading level={1} size="md">
        Contact (an h1 that looks medium)
      </Heading>
      <Heading level={2} size="2xl">
        Monsoon Ragas (an h2 that looks huge)
      </Heading>
    </Stack>
  ),
};

/** `align="center"` for a section heading over centred content. */
export const Centered: Story = { args: { level: 2, align: 'center', children: 'Our Values' } };

export const LongText: Story = {
  args: {
    level: 1,
    children:
      'From riverbank recordings to streaming premieres: five years of music and film at Example Records',
  },
  globals: { viewport: { value: 'mobile390' } },
};

export const AllSizes: Story = {
  render: () => (
    <Stack gap="4">
      {headingSizes.map((size, index) => (
        <Heading key={size} level={Math.min(index + 1, 6) as 1 | 2 | 3 | 4 | 5 | 6} size={size}>
          {size}: Meet Our Team
        </Heading>
      ))}
    </Stack>
  ),
};

export const DefaultSizePerLevel: Story = {
  render: () => (
    <Stack gap="4">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Level {level}: By the Numbers
        </Heading>
      ))}
    </Stack>
  ),
};

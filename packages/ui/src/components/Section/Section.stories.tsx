import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Grid } from '../Grid';
import { Text } from '../Text';
import { LayoutSample } from '../_internal/LayoutSample';
import { Section, SectionHeader } from './Section';
import guide from './Section.guide.md?raw';

const services = ['Recording', 'Mixing & Mastering', 'Music Videos', 'Creative Direction'];

const meta = {
  title: 'Foundations/Layout/Section',
  component: Section,
  args: {
    heading: 'Our services',
    intro: 'Everything an artist needs, from the first demo to the premiere.',
    children: (
      <Grid as="ul" columns={{ base: '1', small: '2', desktop: '4' }}>
        {services.map((service) => (
          <li key={service}>
            <LayoutSample>{service}</LayoutSample>
          </li>
        ))}
      </Grid>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['plain', 'callout'] },
    headingSize: { control: 'inline-radio', options: ['lg', 'xl'] },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section is a landmark named by its heading, the content below it.
    const region = canvas.getByRole('region', { name: 'Our services' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(services.length);
  },
};

/** One short message on a raised panel, with its action. */
export const Callout: Story = {
  args: {
    tone: 'callout',
    heading: 'Stay connected',
    intro: undefined,
    children: (
      <>
        <Text tone="muted">New releases and behind-the-scenes videos, every week.</Text>
        <Button>Subscribe</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // The panel keeps the button at its own width rather than stretching it across.
    const region = canvas.getByRole('region', { name: 'Stay connected' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(
      region.getBoundingClientRect().width / 2,
    );
  },
};

/** The same heading and intro for a block with a heading slot, linked to and focusable from a skip link. */
export const HeaderOnly: Story = {
  render: () => (
    <>
      <a href="#upcoming">Skip to the releases</a>
      <SectionHeader
        heading="Upcoming releases"
        intro="What we are finishing in the studio this season."
        headingProps={{ id: 'upcoming', tabIndex: -1 }}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Upcoming releases' });
    heading.focus();
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText(/finishing in the studio/)).toBeVisible();
  },
};

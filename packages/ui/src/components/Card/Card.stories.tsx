import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Grid } from '../Grid';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Card } from './Card';
import { cardPaddings, cardVariants } from './Card.css';
import { gridModes } from '../../stories/chromaticModes';
import guide from './Card.guide.md?raw';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    children: (
      <Stack gap="2">
        <Heading level={3} size="sm">
          Mixing & Mastering
        </Heading>
        <Text tone="muted" size="sm">
          Radio-ready mixes and masters for streaming, vinyl and film, delivered within two weeks.
        </Text>
      </Stack>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
    interactive: { control: 'boolean' },
    children: { control: false },
  },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** `outline`: a border only, for quieter groups or cards on a surface already. */
export const Outline: Story = { args: { variant: 'outline' } };

/** A whole card as one link to a release page, with its poster art. */
export const InteractiveLink: Story = {
  args: {
    interactive: true,
    asChild: true,
    padding: 'none',
    children: (
      <a href="#new-release">
        <img
          src="/sample/forms/monsoon-ragas.svg"
          alt=""
          width={640}
          height={360}
          style={{ width: '100%', height: 'auto' }}
        />
        <Stack gap="1" padding="4">
          <Heading level={3} size="sm">
            Monsoon Ragas
          </Heading>
          <Text tone="muted" size="sm">
            New EP · out now
          </Text>
        </Stack>
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Monsoon Ragas/ });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

const onOpen = fn();

/** A team card that opens a detail modal: the card is a button. */
export const InteractiveButton: Story = {
  args: {
    interactive: true,
    asChild: true,
    children: (
      <button type="button" onClick={onOpen}>
        <Stack gap="1">
          <Heading level={3} size="sm">
            Kavya Iyer
          </Heading>
          <Text tone="muted" size="sm" as="span">
            Singer, composer, lyricist
          </Text>
        </Stack>
      </button>
    ),
  },
};

export const LongText: Story = {
  args: {
    children: (
      <Stack gap="2">
        <Heading level={3} size="sm">
          Artist Development for independent musicians releasing their first full-length album
        </Heading>
        <Text tone="muted" size="sm">
          A six-month programme of songwriting sessions, vocal coaching, photo shoots, a music video
          and a release plan with distribution and playlist pitching, built around your own sound
          and schedule.
        </Text>
      </Stack>
    ),
  },
  globals: { viewport: { value: 'mobile390' } },
};

/** `fill` in a grid row: cards with short and long text end on the same line. */
export const FillRow: Story = {
  render: () => (
    <Grid as="ul" columns="2" aria-label="Services">
      <li>
        <Card fill>
          <Heading level={3} size="sm">
            Recording
          </Heading>
        </Card>
      </li>
      <li>
        <Card fill>
          <Stack gap="2">
            <Heading level={3} size="sm">
              Mixing & Mastering
            </Heading>
            <Text tone="muted" size="sm">
              Radio-ready mixes and masters for streaming, vinyl and film, delivered within two
              weeks.
            </Text>
          </Stack>
        </Card>
      </li>
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const [short, long] = within(canvasElement)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild!.getBoundingClientRect());
    await expect(short!.height).toBe(long!.height);
  },
};

export const AllVariants: Story = {
  parameters: gridModes,
  render: () => (
    <Grid columns={{ base: '1', mobile: '2' }} gap="4">
      {cardVariants.map((variant) =>
        cardPaddings.map((padding) => (
          <Card key={`${variant}-${padding}`} variant={variant} padding={padding}>
            <Text weight="semibold">
              {variant}, padding {padding}
            </Text>
            <Text tone="muted" size="sm">
              500+ projects · 50+ artists
            </Text>
          </Card>
        )),
      )}
      <Card interactive asChild>
        <a href="#video">
          <Text weight="semibold" as="span">
            Interactive link card
          </Text>
        </a>
      </Card>
      <Card interactive asChild variant="outline">
        <a href="#music">
          <Text weight="semibold" as="span">
            Interactive outline card
          </Text>
        </a>
      </Card>
    </Grid>
  ),
};

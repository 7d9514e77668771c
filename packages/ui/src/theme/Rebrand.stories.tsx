import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { Checkbox } from '../components/Checkbox';
import { FilterTabs } from '../components/FilterTabs';
import { Heading } from '../components/Heading';
import { Link } from '../components/Link';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { tanpuraTokens } from '../stories/sampleBrand';
import { vars } from './contract.css';
import { createThemeStyle } from './createThemeStyle';

/**
 * Another studio's brand on the same blocks: `createThemeStyle(tanpuraTokens)` on a wrapper fills
 * every variable of the contract, so no component changes. The tokens are in
 * `src/stories/sampleBrand.ts`; docs/design-system.md walks through making one.
 */
function RebrandedBlocks() {
  return (
    <div
      data-testid="brand"
      style={{
        ...createThemeStyle(tanpuraTokens),
        background: vars.color.background,
        color: vars.color.text,
        fontFamily: vars.font.body,
        padding: vars.space['5'],
        // Fills the canvas so the brand's page colour, not the toolbar theme's, is behind it.
        minHeight: '100vh',
      }}
    >
      <Stack gap="5">
        <Heading level={2}>Tanpura Records</Heading>
        <Text tone="muted">Recording rooms and a label for Carnatic and Hindustani musicians.</Text>
        <Stack direction="row" gap="3" wrap>
          <Button>Book a room</Button>
          <Button variant="secondary">See the rooms</Button>
          <Badge tone="info">Coming Soon</Badge>
        </Stack>
        <FilterTabs
          label="Filter releases"
          options={[
            { value: 'all', label: 'All releases' },
            { value: 'vocal', label: 'Vocal' },
            { value: 'instrumental', label: 'Instrumental' },
          ]}
        >
          <Card>
            <Stack gap="3">
              <Heading level={3} size="md">
                Evening ragas
              </Heading>
              <Text>
                Six recordings from the monsoon sessions. <Link href="#notes">Read the notes</Link>
              </Text>
            </Stack>
          </Card>
        </FilterTabs>
        <TextField label="Email" type="email" hint="We write once a month." />
        <Checkbox label="Tell me about new releases" />
      </Stack>
    </div>
  );
}

const meta = {
  title: 'Foundations/Rebrand',
  component: RebrandedBlocks,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RebrandedBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnotherStudio: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The brand's accent, not the studio's, paints the primary button.
    await expect(
      getComputedStyle(canvas.getByRole('button', { name: 'Book a room' })).backgroundColor,
    ).toBe('rgb(15, 107, 102)');
  },
};

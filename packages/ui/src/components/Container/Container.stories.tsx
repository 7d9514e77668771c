import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { LayoutSample } from '../_internal/LayoutSample';
import { Container } from './Container';
import { containerWidths } from './Container.css';
import guide from './Container.guide.md?raw';

const meta = {
  title: 'Foundations/Layout/Container',
  component: Container,
  args: {
    width: 'wide',
    children: <LayoutSample>Example Records: music and film production since 2018.</LayoutSample>,
  },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
  parameters: {
    docs: { description: { component: guide } },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/music and film production since 2018/);
    const container = text.parentElement!;
    await expect(container.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
  },
};

/** `narrow`, `medium` and `wide` (default). */
export const AllWidths: Story = {
  render: () => (
    <Stack gap="4">
      {containerWidths.map((width) => (
        <Container key={width} width={width}>
          <LayoutSample>{width}</LayoutSample>
        </Container>
      ))}
    </Stack>
  ),
};

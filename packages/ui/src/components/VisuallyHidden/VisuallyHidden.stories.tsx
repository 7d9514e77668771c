import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';
import guide from './VisuallyHidden.guide.md?raw';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button reads "Play As It Was" to screen readers but shows only "Play". */
export const CompletingALabel: Story = {
  render: () => (
    <button type="button">
      Play<VisuallyHidden> As It Was</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Play As It Was' });
    await expect(button).toBeVisible();
    const hidden = within(button).getByText('As It Was');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

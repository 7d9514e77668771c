import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Slider } from './Slider';
import guide from './Slider.guide.md?raw';

function SliderDemo({ disabled }: { disabled?: boolean }) {
  const [x, setX] = useState(50);
  const [y, setY] = useState(35);
  return (
    <Stack gap="3" style={{ maxWidth: '24rem' }}>
      <Slider
        label="Focal point across"
        value={x}
        valueLabel={`${x} %`}
        valueText={`${x} % from the left`}
        onValueChange={setX}
        disabled={disabled}
      />
      <Slider
        label="Focal point down"
        value={y}
        valueLabel={`${y} %`}
        valueText={`${y} % from the top`}
        onValueChange={setY}
        disabled={disabled}
      />
    </Stack>
  );
}

const meta = {
  title: 'Primitives/Slider',
  component: SliderDemo,
  args: { disabled: false },
  argTypes: { disabled: { control: 'boolean' } },
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof SliderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two sliders that set a point, as the media library's focal point picker does. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const across = canvas.getByRole('slider', { name: 'Focal point across' });
    across.focus();
    await userEvent.keyboard('{PageUp}{ArrowLeft}');
    await expect(across).toHaveAttribute('aria-valuenow', '59');
    await expect(across).toHaveAttribute('aria-valuetext', '59 % from the left');
  },
};

/** Disabled: the value shows but cannot change. */
export const Disabled: Story = { args: { disabled: true } };

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

function Controlled({ onValueChange }: { onValueChange?: (value: number) => void }) {
  const [value, setValue] = useState(50);
  return (
    <Slider
      label="Focal point across"
      value={value}
      valueLabel={`${value} %`}
      valueText={`${value} % from the left`}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('Slider', () => {
  it('given keyboard focus › arrow keys move one step, Page Up/Down ten, Home and End to the ends', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await userEvent.tab();
    const thumb = screen.getByRole('slider', { name: 'Focal point across' });
    expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '51');
    await userEvent.keyboard('{PageDown}');
    expect(thumb).toHaveAttribute('aria-valuenow', '41');
    expect(thumb).toHaveAttribute('aria-valuetext', '41 % from the left');
    expect(screen.getByText('41 %')).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    expect(onValueChange).toHaveBeenLastCalledWith(0);
  });

  it('has no axe violations, enabled and disabled', async () => {
    const { container } = render(
      <>
        <Controlled />
        <Slider label="Focal point down" value={20} onValueChange={() => {}} disabled />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

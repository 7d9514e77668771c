import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('given a click › then it turns on and reports it', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Analytics" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Analytics' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('given a click on the label › then it flips too', async () => {
    render(<Switch label="Marketing" defaultChecked />);
    await userEvent.click(screen.getByText('Marketing'));
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  });

  it('given keyboard focus › when Space or Enter is pressed › then it flips', async () => {
    render(<Switch label="Preferences" />);
    await userEvent.tab();
    const toggle = screen.getByRole('switch', { name: 'Preferences' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
  });

  it('given a description › then it describes the switch', () => {
    render(
      <Switch label="Analytics" description="Helps us understand which pages visitors use." />,
    );
    expect(screen.getByRole('switch', { name: 'Analytics' })).toHaveAccessibleDescription(
      'Helps us understand which pages visitors use.',
    );
  });

  it('given disabled and checked (necessary cookies) › then it stays on when clicked', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Switch
        label="Necessary"
        checked
        disabled
        stateLabel="Always on"
        onCheckedChange={onCheckedChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Necessary' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByText('Always on')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no axe violations off, on and disabled', async () => {
    const { container } = render(
      <>
        <Switch label="Necessary" description="Required for the site to work." checked disabled />
        <Switch label="Analytics" />
        <Switch label="Marketing" defaultChecked />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

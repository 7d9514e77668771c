import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('given a click on the box › then it becomes checked and reports it', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Subscribe to release news" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Subscribe to release news' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('given a click on the label › then it toggles too', async () => {
    render(<Checkbox label="I agree to the terms of use" />);
    await userEvent.click(screen.getByText('I agree to the terms of use'));
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms of use' })).toBeChecked();
  });

  it('given keyboard focus › when Space is pressed › then it toggles', async () => {
    render(<Checkbox label="Subscribe to release news" defaultChecked />);
    const checkbox = screen.getByRole('checkbox', { name: 'Subscribe to release news' });
    await userEvent.tab();
    expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });

  it('given indeterminate › then it is announced as mixed', () => {
    render(<Checkbox label="All services" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'All services' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  });

  it('given a description › then it describes the checkbox', () => {
    render(
      <Checkbox
        label="Email me about new releases"
        description="About one email a month. Unsubscribe anytime."
      />,
    );
    expect(
      screen.getByRole('checkbox', { name: 'Email me about new releases' }),
    ).toHaveAccessibleDescription('About one email a month. Unsubscribe anytime.');
  });

  it('given disabled › then it cannot be toggled', async () => {
    render(<Checkbox label="Necessary" checked disabled />);
    const checkbox = screen.getByRole('checkbox', { name: 'Necessary' });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(checkbox).toBeDisabled();
  });

  it('given a form › then a checked box submits its name and value', () => {
    render(
      <form aria-label="Newsletter">
        <Checkbox label="Subscribe" name="subscribe" value="yes" defaultChecked />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Newsletter' }) as HTMLFormElement;
    expect(new FormData(form).get('subscribe')).toBe('yes');
  });

  it('has no axe violations unchecked, checked and indeterminate', async () => {
    const { container } = render(
      <>
        <Checkbox label="Music Production" />
        <Checkbox
          label="Video Production"
          defaultChecked
          description="Shoots, editing and colour."
        />
        <Checkbox label="All services" checked="indeterminate" />
        <Checkbox label="I agree to the terms of use" invalid />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

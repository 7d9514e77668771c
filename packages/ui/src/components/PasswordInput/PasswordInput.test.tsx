import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { PasswordInput } from './PasswordInput';

// A password input has no ARIA role, so it is found by its label (which may end in a visual *).
const getPassword = () => screen.getByLabelText(/^Password/) as HTMLInputElement;

describe('PasswordInput', () => {
  it('given the default › then the password is masked and the toggle says Show password', () => {
    render(<PasswordInput label="Password" />);
    expect(getPassword()).toHaveAttribute('type', 'password');
    expect(getPassword()).toHaveAttribute('autocomplete', 'current-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('type', 'button');
  });

  it('given a click on Show password › then the password is shown and the toggle becomes Hide password', async () => {
    const onVisibleChange = vi.fn();
    render(<PasswordInput label="Password" onVisibleChange={onVisibleChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(getPassword()).toHaveAttribute('type', 'text');
    const toggle = screen.getByRole('button', { name: 'Hide password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    await userEvent.click(toggle);
    expect(getPassword()).toHaveAttribute('type', 'password');
  });

  it('given typing then a mouse click on the toggle › then focus and caret stay in the field', async () => {
    render(<PasswordInput label="Password" />);
    const input = getPassword();
    await userEvent.type(input, 'sunrise-raga-42');
    input.setSelectionRange(3, 7);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 7]);
    await userEvent.keyboard('X');
    expect(input).toHaveValue('sunX-raga-42');
  });

  it('given the keyboard › when tabbing to the toggle and pressing Enter › then focus stays on the toggle', async () => {
    render(<PasswordInput label="Password" />);
    await userEvent.tab();
    expect(getPassword()).toHaveFocus();
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  });

  it('given autoComplete new-password › then it is passed through', () => {
    render(<PasswordInput label="Password" autoComplete="new-password" />);
    expect(getPassword()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('given controlled visibility › then the toggle only asks to change it', async () => {
    const onVisibleChange = vi.fn();
    render(<PasswordInput label="Password" visible={false} onVisibleChange={onVisibleChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    expect(getPassword()).toHaveAttribute('type', 'password');
  });

  it('given a Field with an error › then the input is invalid and described', () => {
    render(
      <Field label="Password" required error="Password must be at least 8 characters long.">
        <PasswordInput autoComplete="new-password" />
      </Field>,
    );
    expect(getPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(getPassword()).toHaveAccessibleDescription(
      'Password must be at least 8 characters long.',
    );
    expect(getPassword()).toBeRequired();
  });

  it('given disabled › then the toggle is disabled too', () => {
    render(<PasswordInput label="Password" disabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('has no axe violations hidden and shown', async () => {
    const { container } = render(<PasswordInput label="Password" hint="At least 8 characters." />);
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

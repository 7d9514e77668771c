import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { cleanOtp, OtpInput } from './OtpInput';

/** The drawn slots: the hidden spans beside the one real input. */
const slots = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('span[aria-hidden="true"]')).filter((node) =>
    node.parentElement?.querySelector(':scope > input'),
  );
const slotText = (container: HTMLElement) =>
  slots(container)
    .map((node) => node.textContent)
    .join('');

describe('cleanOtp', () => {
  it('keeps only digits, at most the length', () => {
    expect(cleanOtp('Code: 123 456')).toBe('123456');
    expect(cleanOtp('12-34-56-78')).toBe('123456');
    expect(cleanOtp('abc')).toBe('');
    expect(cleanOtp('98765', 4)).toBe('9876');
  });
});

describe('OtpInput', () => {
  it('given a Field › then screen readers meet ONE labelled text field built for one-time codes', () => {
    const { container } = render(
      <Field label="Enter OTP" hint="We sent a 6-digit code to you@mail.example.">
        <OtpInput />
      </Field>,
    );
    const inputs = screen.getAllByRole('textbox');
    expect(inputs).toHaveLength(1);
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('pattern', '[0-9]*');
    expect(input).toHaveAccessibleDescription('We sent a 6-digit code to you@mail.example.');
    expect(slots(container)).toHaveLength(6);
  });

  it('given typing digits › then onChange gets each value and onComplete fires once with all six', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    render(<OtpInput label="Enter OTP" onChange={onChange} onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    await userEvent.type(input, '48213');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '9');
    expect(input).toHaveValue('482139');
    expect(onChange).toHaveBeenLastCalledWith('482139');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('482139');
  });

  it('given typing letters and symbols › then they are ignored', async () => {
    const onChange = vi.fn();
    render(<OtpInput label="Enter OTP" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    await userEvent.type(input, 'a1-b2 c');
    expect(input).toHaveValue('12');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['1', '12']);
  });

  it('given SMS or password-manager autofill writing the whole code › then it completes', () => {
    const onComplete = vi.fn();
    render(<OtpInput label="Enter OTP" onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    // Autofill sets the value in one go and fires a single input event.
    fireEvent.input(input, { target: { value: '908172' } });
    expect(input).toHaveValue('908172');
    expect(onComplete).toHaveBeenCalledWith('908172');
  });

  it('given a seventh digit › then it is not accepted', async () => {
    const onComplete = vi.fn();
    render(<OtpInput label="Enter OTP" onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    await userEvent.type(input, '1234567');
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['123 456', '123456'],
    ['Code: 123456', '123456'],
    ['Your Example Records code is 908172. It expires in 10 minutes.', '908172'],
    ['12-34-56-78', '123456'],
  ])('given a paste of %j › then the field holds %s and completes', async (pasted, expected) => {
    const onComplete = vi.fn();
    render(<OtpInput label="Enter OTP" onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(input).toHaveValue(expected);
    expect(onComplete).toHaveBeenCalledWith(expected);
  });

  it('given a paste of a few digits after some typed › then they are inserted at the caret', async () => {
    render(<OtpInput label="Enter OTP" />);
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    await userEvent.type(input, '12');
    await userEvent.paste('3 4');
    expect(input).toHaveValue('1234');
  });

  it('given the default › then the slots are masked, and Show code reveals them', async () => {
    const { container } = render(<OtpInput label="Enter OTP" defaultValue="482139" />);
    expect(slotText(container)).toBe('••••••');
    const toggle = screen.getByRole('button', { name: 'Show code' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(slotText(container)).toBe('482139');
    expect(screen.getByRole('button', { name: 'Hide code' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('given focus in the field and a click on the toggle › then focus stays in the field', async () => {
    render(<OtpInput label="Enter OTP" />);
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Show code' }));
    expect(input).toHaveFocus();
    await userEvent.keyboard('3');
    expect(input).toHaveValue('123');
  });

  it('given focus › then the slot where the next digit goes is marked active', async () => {
    const { container } = render(<OtpInput label="Enter OTP" />);
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    expect(container.querySelector('[data-active]')).toBeNull();
    await userEvent.type(input, '12');
    expect(slots(container)[2]).toHaveAttribute('data-active');
    await userEvent.tab();
    expect(container.querySelector('[data-active]')).toBeNull();
  });

  it('given a controlled value › then it shows the parent value and reports changes', async () => {
    function Controlled() {
      const [code, setCode] = useState('12');
      return (
        <>
          <OtpInput label="Enter OTP" value={code} onChange={setCode} defaultVisible />
          <button type="button" onClick={() => setCode('')}>
            Back to Login
          </button>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    expect(input).toHaveValue('12');
    await userEvent.type(input, '34');
    expect(input).toHaveValue('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(input).toHaveValue('');
  });

  it('given an uncontrolled default with noise › then it starts with the cleaned digits', () => {
    render(<OtpInput label="Enter OTP" defaultValue="12 34" />);
    expect(screen.getByRole('textbox', { name: 'Enter OTP' })).toHaveValue('1234');
  });

  it('given disabled › then neither the field nor the toggle can be used', async () => {
    render(<OtpInput label="Enter OTP" disabled />);
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show code' })).toBeDisabled();
    await userEvent.type(input, '12');
    expect(input).toHaveValue('');
  });

  it('given an error prop › then the field is invalid, described by it, and it sits in a live region', () => {
    render(<OtpInput label="Enter OTP" error="Invalid OTP" defaultValue="000000" />);
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid OTP');
    expect(screen.getByText('Invalid OTP').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('given a Field with an error › then the field is invalid and described by it', () => {
    render(
      <Field label="Enter OTP" required error="Please enter the OTP sent to your email.">
        <OtpInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Please enter the OTP sent to your email.');
  });

  it('given no label at all › then it is still named "One-time code"', () => {
    render(<OtpInput />);
    expect(screen.getByRole('textbox', { name: 'One-time code' })).toBeInTheDocument();
  });

  it('given a form and a name › then the digits are submitted', async () => {
    render(
      <form aria-label="Verify">
        <OtpInput label="Enter OTP" name="otp" />
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Enter OTP' }), '908172');
    const form = screen.getByRole('form', { name: 'Verify' }) as HTMLFormElement;
    expect(new FormData(form).get('otp')).toBe('908172');
  });

  it('has no axe violations empty, filled and shown, and with an error', async () => {
    const { container } = render(
      <>
        <Field label="Enter OTP" hint="We sent a 6-digit code to your email.">
          <OtpInput />
        </Field>
        <OtpInput label="Reset code" defaultValue="482139" defaultVisible />
        <OtpInput label="Verification code" error="Invalid OTP" defaultValue="000000" />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

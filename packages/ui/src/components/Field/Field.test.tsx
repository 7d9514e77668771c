import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { TextField } from '../TextField';
import { Field } from './Field';
import { useFieldControl } from './FieldContext';

describe('Field', () => {
  it('given a label and hint › then the control inside is named by the label and described by the hint', () => {
    render(
      <Field label="Email Address" hint="We reply within 24 hours.">
        <TextField type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(input).toHaveAccessibleDescription('We reply within 24 hours.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('given a click on the label › then focus moves into the control', async () => {
    render(
      <Field label="Full Name">
        <TextField />
      </Field>,
    );
    await userEvent.click(screen.getByText('Full Name'));
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
  });

  it('given an error › then the control is invalid and described by the hint and the error', () => {
    render(
      <Field
        label="Email Address"
        hint="Used only to answer you."
        error="Please enter a valid email address."
      >
        <TextField type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Used only to answer you. Please enter a valid email address.',
    );
    // The message sits in a polite live region so it is announced when it appears.
    expect(
      screen.getByText('Please enter a valid email address.').closest('[aria-live]'),
    ).toHaveAttribute('aria-live', 'polite');
  });

  it('given an error that appears later › then it is added to the live region that already existed', () => {
    const { rerender, container } = render(
      <Field label="Message">
        <TextField />
      </Field>,
    );
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    rerender(
      <Field label="Message" error="Please fill in this field.">
        <TextField />
      </Field>,
    );
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('Please fill in this field.');
  });

  it('given required › then a visible * is hidden from screen readers and the control is required', () => {
    render(
      <Field label="Full Name" required>
        <TextField />
      </Field>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).toBeRequired();
  });

  it('given disabled › then the control is disabled', () => {
    render(
      <Field label="Company/Artist Name" disabled>
        <TextField />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Company/Artist Name' })).toBeDisabled();
  });

  it('given a custom control using useFieldControl › then it receives the same wiring', () => {
    function Custom() {
      const { invalid: _invalid, ...wiring } = useFieldControl();
      return <input {...wiring} />;
    }
    render(
      <Field label="Phone" error="Use digits only.">
        <Custom />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Use digits only.');
  });

  it('given the shorthand props on a control › then it renders the same labelled field', () => {
    render(<TextField label="Phone" type="tel" hint="Optional" error="Use digits only." />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Optional Use digits only.');
  });

  it('has no axe violations, valid and with an error', async () => {
    const { container } = render(
      <>
        <Field label="Full Name" required hint="As it should appear on the contract.">
          <TextField />
        </Field>
        <Field label="Email Address" error="Please enter a valid email address.">
          <TextField type="email" />
        </Field>
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

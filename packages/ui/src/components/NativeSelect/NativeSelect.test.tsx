import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { NativeSelect } from './NativeSelect';

const sizes = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large', disabled: true },
];

describe('NativeSelect', () => {
  it('given a placeholder › then the empty choice shows first and is the value', () => {
    render(<NativeSelect label="Size" placeholder="Choose a size" options={sizes} />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a size',
      'Small',
      'Medium',
      'Large',
    ]);
    expect(screen.getByRole('option', { name: 'Large' })).toBeDisabled();
  });

  it('given a controlled value › when the visitor chooses › then onChange gets the new value', async () => {
    const seen = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <NativeSelect
          label="Size"
          placeholder="Choose a size"
          options={sizes}
          value={value}
          onChange={(event) => {
            seen(event.target.value);
            setValue(event.target.value);
          }}
        />
      );
    }
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    await userEvent.selectOptions(select, 'Medium');
    expect(seen).toHaveBeenCalledWith('medium');
    expect(select).toHaveValue('medium');
  });

  it('given groups › then each group is an optgroup named by its label', () => {
    render(
      <NativeSelect
        label="Colour"
        options={[
          { label: 'Warm', options: [{ value: 'red', label: 'Red' }] },
          { label: 'Cool', options: [{ value: 'blue', label: 'Blue' }] },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Warm' })).toContainElement(
      screen.getByRole('option', { name: 'Red' }),
    );
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('red');
  });

  it('given a Field with an error and required › then the select is required, invalid and described', () => {
    render(
      <Field label="Size" required error="Please choose a size.">
        <NativeSelect placeholder="Choose a size" options={sizes} />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toBeRequired();
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Please choose a size.');
  });

  it('given a form › then the choice submits under its name, and required blocks the empty one', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <NativeSelect label="Size" name="size" required placeholder="Choose a size" options={sizes} />
        <button type="submit">Send</button>
      </form>,
    );
    const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
    expect(form.checkValidity()).toBe(false);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Small');
    expect(form.checkValidity()).toBe(true);
    expect(new FormData(form).get('size')).toBe('small');
  });

  it('has no axe violations in the default, invalid and disabled states', async () => {
    const { container } = render(
      <>
        <NativeSelect label="Size" placeholder="Choose a size" options={sizes} />
        <NativeSelect label="Colour" error="Please choose a colour." options={sizes} />
        <NativeSelect label="Weight" disabled options={sizes} />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

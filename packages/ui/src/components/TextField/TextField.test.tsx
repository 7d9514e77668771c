import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('given typing › then the value changes and onChange is called', async () => {
    const onChange = vi.fn();
    render(<TextField label="Full Name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    await userEvent.type(input, 'Asha Verma');
    expect(input).toHaveValue('Asha Verma');
    expect(onChange).toHaveBeenCalledTimes('Asha Verma'.length);
  });

  it.each(['email', 'tel', 'url', 'search'] as const)(
    'given type %s › then the input has that type',
    (type) => {
      render(<TextField label="Field" type={type} />);
      const role = type === 'search' ? 'searchbox' : 'textbox';
      expect(screen.getByRole(role, { name: 'Field' })).toHaveAttribute('type', type);
    },
  );

  it('given type number › then it is a spinbutton', () => {
    render(<TextField label="Tracks on the release" type="number" defaultValue={12} />);
    expect(screen.getByRole('spinbutton', { name: 'Tracks on the release' })).toHaveValue(12);
  });

  it('given invalid without a Field › then the input is aria-invalid and the box shows it', () => {
    render(<TextField aria-label="Phone" invalid />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.parentElement).toHaveAttribute('data-invalid');
  });

  it('given a leading icon › then the icon is hidden from screen readers', () => {
    render(
      <TextField
        type="search"
        aria-label="Search tracks"
        leadingIcon={<svg data-testid="icon" />}
      />,
    );
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search tracks' })).toBeInTheDocument();
  });

  it('given a ref and className › then the ref reaches the input and the class the box', () => {
    let node: HTMLInputElement | null = null;
    render(
      <TextField
        aria-label="Email Address"
        className="extra"
        ref={(el) => {
          node = el;
        }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(node).toBe(input);
    expect(input.parentElement?.className).toMatch(/extra$/);
  });

  it('given a form › then the value is submitted under its name', () => {
    render(
      <form aria-label="Contact">
        <TextField
          label="Email Address"
          name="email"
          type="email"
          defaultValue="asha@label.example"
        />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Contact' }) as HTMLFormElement;
    expect(new FormData(form).get('email')).toBe('asha@label.example');
  });

  it('has no axe violations in the default and invalid states', async () => {
    const { container } = render(
      <>
        <TextField label="Full Name" required placeholder="Your full name" />
        <TextField label="Email Address" type="email" error="Please enter a valid email address." />
        <TextField label="Phone" type="tel" disabled />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

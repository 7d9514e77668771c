import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BaseButton } from './BaseButton';

// Button and IconButton render through BaseButton, so how a press counts is tested here once;
// their own tests cover only what each adds (labels, icons, variants).
describe('BaseButton', () => {
  it('renders a button of type "button" that calls onClick', async () => {
    const onClick = vi.fn();
    render(<BaseButton onClick={onClick}>Book a session</BaseButton>);
    const button = screen.getByRole('button', { name: 'Book a session' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given type="submit" › submits its form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <BaseButton type="submit">Send message</BaseButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('given loading › is busy and ignores clicks but keeps focus', async () => {
    const onClick = vi.fn();
    render(
      <BaseButton loading onClick={onClick}>
        Send message
      </BaseButton>,
    );
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('given disabled › is natively disabled and cannot be clicked', async () => {
    const onClick = vi.fn();
    render(
      <BaseButton disabled onClick={onClick}>
        Send OTP
      </BaseButton>,
    );
    const button = screen.getByRole('button', { name: 'Send OTP' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given asChild › renders the child link without a type and calls onClick', async () => {
    const onClick = vi.fn();
    render(
      <BaseButton asChild onClick={onClick}>
        <a href="#video">Watch Now</a>
      </BaseButton>,
    );
    const link = screen.getByRole('link', { name: 'Watch Now' });
    expect(link).toHaveAttribute('href', '#video');
    expect(link).not.toHaveAttribute('type');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given asChild and disabled › the link is aria-disabled, stays focusable and ignores clicks and Enter', async () => {
    const onClick = vi.fn();
    const onChildClick = vi.fn();
    render(
      <BaseButton asChild disabled onClick={onClick}>
        <a href="#trailer" onClick={onChildClick}>
          Watch Now
        </a>
      </BaseButton>,
    );
    const link = screen.getByRole('link', { name: 'Watch Now' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.click(link);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onChildClick).not.toHaveBeenCalled();
    expect(window.location.hash).not.toBe('#trailer');
  });
});

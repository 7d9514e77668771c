import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('renders a button of type "button" that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Book a session</Button>);
    const button = screen.getByRole('button', { name: 'Book a session' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given loading › shows the loading text, is busy and ignores clicks but keeps focus', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Sending..." onClick={onClick}>
        Send message
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('given asChild › renders the child link with the button classes and calls onClick', async () => {
    const onClick = vi.fn();
    render(
      <Button asChild variant="secondary" className="extra" onClick={onClick}>
        <a href="#video">Watch Now</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Watch Now' });
    expect(link).toHaveAttribute('href', '#video');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link.className).toMatch(/extra$/);
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given asChild and disabled › the link is aria-disabled, stays focusable and ignores clicks and Enter', async () => {
    const onClick = vi.fn();
    const onChildClick = vi.fn();
    render(
      <Button asChild disabled onClick={onClick}>
        <a href="#trailer" onClick={onChildClick}>
          Watch Now
        </a>
      </Button>,
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

  it('given disabled › cannot be clicked', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Send OTP
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given type="submit" › submits its form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send message</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Button>Book a session</Button>);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

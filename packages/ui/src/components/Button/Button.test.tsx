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

  it('given asChild › renders the child link with the button classes', () => {
    render(
      <Button asChild variant="secondary" className="extra">
        <a href="/video">Watch Now</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Watch Now' });
    expect(link).toHaveAttribute('href', '/video');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link.className).toMatch(/extra$/);
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

  it('has no axe violations', async () => {
    const { container } = render(<Button>Book a session</Button>);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

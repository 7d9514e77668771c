import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

// How a press counts (type, disabled, loading, asChild) is BaseButton's and tested there.
describe('Button', () => {
  it('given loading › shows the loading text in place of the label', () => {
    render(
      <Button loading loadingText="Sending...">
        Send message
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Send message')).not.toBeInTheDocument();
  });

  it("given asChild › the child link gets the variant and the classes, the consumer's last", () => {
    render(
      <Button asChild variant="secondary" className="extra">
        <a href="#video">Watch Now</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Watch Now' });
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link.className).toMatch(/extra$/);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Button>Book a session</Button>);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

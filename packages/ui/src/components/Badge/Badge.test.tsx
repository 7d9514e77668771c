import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { badgeTones } from './Badge.css';

describe('Badge', () => {
  it('given a tone › then it shows its label in that tone', () => {
    render(<Badge tone="warning">Pending</Badge>);
    expect(screen.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
  });

  it('given no tone › then it is neutral, medium and keeps the consumer class last', () => {
    render(<Badge className="extra">Bhakti Song</Badge>);
    const badge = screen.getByText('Bhakti Song');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
    expect(badge).toHaveAttribute('data-size', 'md');
    expect(badge.className).toMatch(/extra$/);
  });

  it('is not interactive', () => {
    render(<Badge tone="success">Active</Badge>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Active')).not.toHaveAttribute('tabindex');
  });

  it('has no axe violations in any tone or size', async () => {
    const { container } = render(
      <>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
        <Badge size="sm">small</Badge>
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

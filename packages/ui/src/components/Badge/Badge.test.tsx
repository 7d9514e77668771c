import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Badge, badgeVariantLabel, badgeVariantTone } from './Badge';
import { badgeTones, badgeVariants } from './Badge.css';

describe('Badge', () => {
  it('given a release variant › when rendered without children › then shows the default label and its tone', () => {
    render(<Badge variant="latest-released" />);
    const badge = screen.getByText('Latest Release');
    expect(badge).toHaveAttribute('data-variant', 'latest-released');
    expect(badge).toHaveAttribute('data-tone', 'success');
  });

  it('given every semantic variant › then each has a label and maps onto one of the tones', () => {
    for (const variant of badgeVariants) {
      expect(badgeVariantLabel[variant]).toMatch(/\S/);
      expect(badgeTones).toContain(badgeVariantTone[variant]);
    }
    expect(badgeVariantLabel['post-production']).toBe('Post-Production');
    expect(badgeVariantLabel['coming-soon']).toBe('Coming Soon');
  });

  it('given status variants › then pending warns, rejected and blocked are critical, approved is success', () => {
    render(
      <>
        <Badge variant="pending" />
        <Badge variant="rejected" />
        <Badge variant="blocked" />
        <Badge variant="approved" />
      </>,
    );
    expect(screen.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('Rejected')).toHaveAttribute('data-tone', 'critical');
    expect(screen.getByText('Blocked')).toHaveAttribute('data-tone', 'critical');
    expect(screen.getByText('Approved')).toHaveAttribute('data-tone', 'success');
  });

  it('given children › then they replace the default label', () => {
    render(<Badge variant="coming-soon">Coming Diwali 2026</Badge>);
    expect(screen.getByText('Coming Diwali 2026')).toBeInTheDocument();
    expect(screen.queryByText('Coming Soon')).toBeNull();
  });

  it('given an explicit tone and a variant › then the tone wins', () => {
    render(<Badge variant="deleted" tone="critical" />);
    expect(screen.getByText('Deleted')).toHaveAttribute('data-tone', 'critical');
  });

  it('given no variant or tone › then it is neutral, medium and keeps the consumer class last', () => {
    render(<Badge className="extra">Bhakti Song</Badge>);
    const badge = screen.getByText('Bhakti Song');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
    expect(badge).toHaveAttribute('data-size', 'md');
    expect(badge.className).toMatch(/extra$/);
  });

  it('is not interactive', () => {
    render(<Badge variant="active" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Active')).not.toHaveAttribute('tabindex');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        {badgeVariants.map((variant) => (
          <Badge key={variant} variant={variant} />
        ))}
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});

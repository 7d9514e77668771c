import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentPropsWithRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

// Stands in for a router's link: an <a> that receives its props.
function RouterLink({ to, children, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  return (
    <a href={to} data-router="true" {...props}>
      {children}
    </a>
  );
}

describe('Link', () => {
  it('given an href › then it is a link with the accent tone by default', () => {
    render(<Link href="/about">About the studio</Link>);
    const link = screen.getByRole('link', { name: 'About the studio' });
    expect(link).toHaveAttribute('href', '/about');
    expect(link).toHaveAttribute('data-tone', 'accent');
    expect(link).not.toHaveAttribute('target');
  });

  it('given external › then it opens in a new tab safely and says so to screen readers', () => {
    render(
      <Link href="https://www.youtube.com/@examplerecords" external>
        Watch on YouTube
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('given asChild with a router link › then the router link renders with the styles', () => {
    render(
      <Link asChild tone="neutral" className="extra">
        <RouterLink to="/contact">Contact</RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('data-router', 'true');
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveAttribute('data-tone', 'neutral');
    expect(link.className).toMatch(/extra$/);
  });

  it('given asChild and external › then the router link gets the new-tab attributes and note', () => {
    render(
      <Link asChild external>
        <RouterLink to="https://open.spotify.com/artist/example">Listen on Spotify</RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Listen on Spotify (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('data-router', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Read our <Link href="/privacy-policy">privacy policy</Link> or{' '}
        <Link href="https://www.youtube.com/@examplerecords" external>
          watch the studio tour
        </Link>
        .
      </p>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

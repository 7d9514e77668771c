import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('adds its text to the accessible name of its parent', () => {
    render(
      <button type="button">
        Play<VisuallyHidden> As It Was</VisuallyHidden>
      </button>,
    );
    // jsdom's name computation drops the space between inline parts; Chromium keeps it (the
    // story checks the exact name there).
    expect(screen.getByRole('button', { name: /^Play ?As It Was$/ })).toBeInTheDocument();
  });

  it('clips its content out of view', () => {
    render(<VisuallyHidden>Opens in a new tab</VisuallyHidden>);
    const hidden = screen.getByText('Opens in a new tab');
    expect(hidden.style.position).toBe('absolute');
    expect(hidden.style.width).toBe('1px');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <a href="https://example.com">
        Instagram<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders its children in source order inside one element', () => {
    render(
      <Stack data-testid="stack" gap="4">
        <span>Recording</span>
        <span>Mixing</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.textContent).toBe('RecordingMixing');
    expect(stack).not.toHaveAttribute('gap');
  });

  it('uses different classes for a column and a row', () => {
    render(
      <>
        <Stack data-testid="column">a</Stack>
        <Stack data-testid="row" direction="row">
          b
        </Stack>
      </>,
    );
    expect(screen.getByTestId('column').className).not.toBe(screen.getByTestId('row').className);
  });

  it('renders a list when asked, so children can be list items', async () => {
    const { container } = render(
      <Stack as="ul" aria-label="Services">
        <li>Recording</li>
        <li>Mixing</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Services' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

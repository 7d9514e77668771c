import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status announced with its label', () => {
    render(<Spinner label="Loading tracks" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tracks');
  });

  it('defaults its label to "Loading"', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('given an empty label › is silent (a parent says it is busy)', () => {
    const { container } = render(<Spinner label="" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Spinner label="Loading releases" size="lg" />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

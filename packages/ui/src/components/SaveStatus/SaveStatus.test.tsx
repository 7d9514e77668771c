import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { SaveStatus } from './SaveStatus';

// The states and their words are played in the stories; here what they do not show.
describe('SaveStatus', { timeout: 30_000 }, () => {
  it('given saved without a time › says Saved alone', () => {
    render(<SaveStatus state="saved" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/);
  });

  it('given a time it cannot read › says Saved alone rather than an invalid date', () => {
    render(<SaveStatus state="saved" savedAt="not a date" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/);
  });

  it('given saving › shows a spinner that does not speak over the words', () => {
    render(<SaveStatus state="saving" />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
  });

  it('has no axe violations', async () => {
    const { container } = render(<SaveStatus state="error" />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { StatList } from './StatList';

describe('StatList', { timeout: 30_000 }, () => {
  it('given figures › lists each label as a term with its figure and detail as descriptions', () => {
    render(
      <StatList
        items={[
          { label: 'Pending', value: 3, detail: 'Waiting for a decision' },
          { label: 'Approved', value: 9 },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Pending', 'Approved']);
    const first = terms[0]!.parentElement!;
    expect(
      within(first)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['3', 'Waiting for a decision']);
  });

  it('given a figure not known yet › shows the placeholder the app gave, or a dash', () => {
    const { rerender } = render(<StatList items={[{ label: 'Unread messages' }]} />);
    expect(screen.getByRole('definition')).toHaveTextContent('–');
    rerender(<StatList items={[{ label: 'Unread messages' }]} placeholder="…" />);
    expect(screen.getByRole('definition')).toHaveTextContent('…');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <StatList
        items={[
          { label: 'Projects released', value: '120+' },
          { label: 'Sign-ins today', detail: 'Since 00:00 UTC' },
        ]}
      />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

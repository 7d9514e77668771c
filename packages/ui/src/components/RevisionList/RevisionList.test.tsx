import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { RevisionList } from './RevisionList';

const items = [
  { id: 'b', author: 'Sam Lee', at: '2026-03-11T09:30:00Z' },
  { id: 'a', author: 'Alex Morgan', at: '2026-03-10T17:45:00Z', summary: 'Title' },
];

// Choosing and restoring by keyboard is played in the stories; here what they do not show.
describe('RevisionList', { timeout: 30_000 }, () => {
  it('given no selection › offers no Restore button', () => {
    render(<RevisionList items={items} onSelect={vi.fn()} onRestore={vi.fn()} />);
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });

  it('given the selected one is being restored › its Restore button is busy', () => {
    render(
      <RevisionList
        items={items}
        selectedId="a"
        restoringId="a"
        onSelect={vi.fn()}
        onRestore={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /Restore this version/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('writes each time with the given format and keeps the ISO value', () => {
    render(
      <RevisionList
        items={items}
        onSelect={vi.fn()}
        onRestore={vi.fn()}
        formatTime={(date) => `day ${date.getUTCDate()}`}
      />,
    );
    expect(screen.getByText('day 11')).toHaveAttribute('datetime', '2026-03-11T09:30:00Z');
  });

  it('given no items › says there is nothing yet', () => {
    render(<RevisionList items={[]} onSelect={vi.fn()} onRestore={vi.fn()} />);
    expect(screen.getByText('No earlier versions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <RevisionList items={items} selectedId="b" onSelect={vi.fn()} onRestore={vi.fn()} />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

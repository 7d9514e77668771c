import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ChangeList } from './ChangeList';

// The sides and their names are played in the stories; here what they do not show.
describe('ChangeList', { timeout: 30_000 }, () => {
  it('given no changes › says so instead of an empty list', () => {
    render(<ChangeList changes={[]} labels={{ empty: 'Identical.' }} />);
    expect(screen.getByText('Identical.')).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('marks the earlier text removed and the later inserted', () => {
    const { container } = render(
      <ChangeList changes={[{ field: 'Title', before: 'Old', after: 'New' }]} />,
    );
    expect(container.querySelector('del')).toHaveTextContent('Old');
    expect(container.querySelector('ins')).toHaveTextContent('New');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ChangeList changes={[{ field: 'Title', before: 'Old', after: 'New' }]} />,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

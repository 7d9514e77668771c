import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterTabs, type FilterTabsOption } from './FilterTabs';

const options: FilterTabsOption[] = [
  { value: 'all', label: 'All Tracks', count: 8 },
  { value: 'recent', label: 'Recent Releases', count: 2 },
  { value: 'popular', label: 'Most Popular', count: 3 },
  { value: 'featured', label: 'Featured', count: 2, disabled: true },
  { value: 'exclusive', label: 'Exclusive', count: 1 },
];

function Controlled({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <FilterTabs
      label="Filter tracks"
      options={options}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
      panelId="track-results"
    >
      <p>Showing {value}</p>
    </FilterTabs>
  );
}

describe('FilterTabs', () => {
  it('given options › renders a labelled tab list whose chips name the option and its count', () => {
    render(<FilterTabs label="Filter tracks" options={options} />);
    expect(screen.getByRole('tablist', { name: 'Filter tracks' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(screen.getByRole('tab', { name: 'All Tracks (8)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('given no default value › selects the first option', () => {
    render(
      <FilterTabs
        label="FAQ categories"
        options={[
          { value: 'all', label: 'All' },
          { value: 'billing', label: 'Billing' },
        ]}
      />,
    );
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('given a panelId › every chip controls that one shared panel, labelled by the selected chip', async () => {
    render(<Controlled />);
    for (const tab of screen.getAllByRole('tab'))
      expect(tab).toHaveAttribute('aria-controls', 'track-results');
    const panel = screen.getByRole('tabpanel', { name: 'All Tracks (8)' });
    expect(panel).toHaveAttribute('id', 'track-results');
    await userEvent.click(screen.getByRole('tab', { name: 'Most Popular (3)' }));
    expect(screen.getByRole('tabpanel', { name: 'Most Popular (3)' })).toBe(panel);
    expect(panel).toHaveTextContent('Showing popular');
  });

  it('given focus on a chip › pressing arrows, Home and End › moves and selects, skipping disabled chips', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'All Tracks (8)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('recent');
    expect(screen.getByRole('tab', { name: 'Recent Releases (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Exclusive (1)' })).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalledWith('featured');
    await userEvent.keyboard('{Home}');
    expect(onValueChange).toHaveBeenLastCalledWith('all');
    await userEvent.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith('exclusive');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith('popular');
  });

  it('given an uncontrolled filter › clicking a chip › selects it and reports the value', async () => {
    const onValueChange = vi.fn();
    render(
      <FilterTabs
        label="Filter tracks"
        options={options}
        defaultValue="recent"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Recent Releases (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Exclusive (1)' }));
    expect(onValueChange).toHaveBeenCalledWith('exclusive');
    expect(screen.getByRole('tab', { name: 'Exclusive (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Exclusive (1)' })).toBeInTheDocument();
  });

  it('given option values with spaces › still produces valid ids', () => {
    render(
      <FilterTabs
        label="Genres"
        options={[
          { value: 'bhakti song', label: 'Bhakti Song' },
          { value: 'desh bhakti', label: 'Desh Bhakti' },
        ]}
      />,
    );
    for (const tab of screen.getAllByRole('tab')) expect(tab.id).not.toMatch(/\s/);
  });

  it('has no axe violations by default and after choosing a filter', async () => {
    const { container } = render(<Controlled />);
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Exclusive (1)' }));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

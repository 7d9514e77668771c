import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FilterTabsModule from './FilterTabs';
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

/** A fresh copy of the component, whose Radix chips have not loaded yet. */
async function freshFilterTabs(): Promise<typeof FilterTabsModule.FilterTabs> {
  vi.resetModules();
  return (await import('./FilterTabs')).FilterTabs;
}

/** Resolves once the Radix chips' module has loaded and React has rendered with it. */
async function radixChipsLoaded() {
  await act(async () => {
    await import('./FilterTabsList');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * Elements with their attributes in name order and their text, leaving out where the tab stop is
 * (which Radix moves once it has mounted, as the stand-in does once hydrated).
 */
function markupOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof HTMLElement)) return '';
  const attributes = [...node.attributes]
    .filter((attribute) => attribute.name !== 'tabindex')
    .map((attribute) =>
      attribute.name === 'style'
        ? `style="${node.style.cssText.split(/;\s*/).filter(Boolean).sort().join('; ')}"`
        : `${attribute.name}="${attribute.value}"`,
    )
    .sort();
  const children = [...node.childNodes].map(markupOf).join('');
  return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`;
}

let hydrated: Root | undefined;

describe('FilterTabs before its Radix code has loaded', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  afterEach(() => {
    act(() => hydrated?.unmount());
    hydrated = undefined;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('given the prerendered chips › they hydrate without a mismatch, and Radix draws the same markup once loaded', async () => {
    const Fresh = await freshFilterTabs();
    const errors = vi.spyOn(console, 'error');
    const page = (
      <Fresh label="Filter tracks" options={options} defaultValue="recent" panelId="results">
        <p>Results</p>
      </Fresh>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const prerendered = markupOf(container);
    document.body.append(container);
    await act(async () => {
      hydrated = hydrateRoot(container, page);
    });

    fireEvent.pointerEnter(screen.getByRole('tablist'));
    await radixChipsLoaded();
    await act(async () => fireEvent.pointerLeave(screen.getByRole('tablist')));

    expect(markupOf(container)).toBe(prerendered);
    // Radix has taken over: it puts the tab stop on the list, which hands focus to the selected chip.
    expect(screen.getByRole('tablist')).toHaveAttribute('tabindex', '0');
    expect(errors).not.toHaveBeenCalled();
  });

  it('given a press on a chip while the code loads › the chip is selected at once, and stays selected when Radix takes over', async () => {
    const Fresh = await freshFilterTabs();
    const onValueChange = vi.fn();
    render(
      <Fresh
        label="Filter tracks"
        options={options}
        defaultValue="all"
        onValueChange={onValueChange}
      />,
    );
    // Pointing at the chips starts the load; the press lands before it can have finished.
    fireEvent.pointerEnter(screen.getByRole('tablist'));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Most Popular (3)' }));
    fireEvent.mouseUp(screen.getByRole('tab', { name: 'Most Popular (3)' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Most Popular (3)' }));
    expect(screen.getByRole('tab', { name: 'Most Popular (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Most Popular (3)' })).toHaveFocus();

    // Radix takes over once the pointer and focus have left the chips.
    await radixChipsLoaded();
    await act(async () => {
      fireEvent.pointerLeave(screen.getByRole('tablist'));
      screen.getByRole('tab', { name: 'Most Popular (3)' }).blur();
    });

    expect(screen.getByRole('tablist')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Most Popular (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Most Popular (3)' })).toBeInTheDocument();
    expect(onValueChange.mock.calls).toEqual([['popular']]);
  });

  it('given focus on a chip while the code loads › arrow keys move and select as they do once Radix has taken over', async () => {
    const Fresh = await freshFilterTabs();
    const onValueChange = vi.fn();
    render(<Fresh label="Filter tracks" options={options} onValueChange={onValueChange} />);
    // Tab reaches the selected chip (which starts the load); the arrows come before it has finished.
    act(() => screen.getByRole('tab', { name: 'All Tracks (8)' }).focus());
    fireEvent.keyDown(screen.getByRole('tab', { name: 'All Tracks (8)' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Exclusive (1)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Exclusive (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Exclusive (1)' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Most Popular (3)' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Most Popular (3)' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'All Tracks (8)' })).toHaveFocus();

    // Focus leaves, Radix takes over, and Tab and the arrows work as before.
    await radixChipsLoaded();
    await userEvent.tab();
    expect(screen.getByRole('tablist')).toHaveAttribute('tabindex', '0');
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('tab', { name: 'All Tracks (8)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Exclusive (1)' })).toHaveFocus();
    expect(onValueChange.mock.calls).toEqual([['exclusive'], ['popular'], ['all'], ['exclusive']]);
  });
});

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

import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as FilterTabsModule from './FilterTabs';
import type { FilterTabsOption } from './FilterTabs';

// The Radix chips' code arrives only when a test lets it: the real module, held back, as a slow
// network would. Each test starts from a fresh copy of the component, its code not loaded yet.
const listCode = vi.hoisted(() => {
  let arrive = () => {};
  let arrived = Promise.resolve();
  return {
    holdBack: () => {
      arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
    },
    arrive: () => arrive(),
    arrived: () => arrived,
  };
});
vi.mock('./FilterTabsList', async (importOriginal) => {
  await listCode.arrived();
  return importOriginal();
});

const options: FilterTabsOption[] = [
  { value: 'all', label: 'All Tracks', count: 8 },
  { value: 'recent', label: 'Recent Releases', count: 2 },
  { value: 'popular', label: 'Most Popular', count: 3 },
  { value: 'featured', label: 'Featured', count: 2, disabled: true },
  { value: 'exclusive', label: 'Exclusive', count: 1 },
];

async function freshFilterTabs(): Promise<typeof FilterTabsModule.FilterTabs> {
  vi.resetModules();
  listCode.holdBack();
  return (await import('./FilterTabs')).FilterTabs;
}

/** Lets the held-back code arrive, and everything waiting on it run, inside `during`. */
async function codeArrives(during: () => void = () => {}) {
  await act(async () => {
    listCode.arrive();
    await import('./FilterTabsList');
    await new Promise((resolve) => setTimeout(resolve, 0));
    during();
  });
}

describe('FilterTabs, as the Radix chips’ code arrives', () => {
  // Compiled ahead, around the hold-back, so its arrival is quick on a busy machine too.
  beforeAll(async () => {
    await vi.importActual('./FilterTabsList');
  });

  it('given the pointer and focus gone from the chips › when focus comes back to a chip just as the code arrives › the chip keeps focus and the arrow keys go on selecting', async () => {
    const FilterTabs = await freshFilterTabs();
    const onValueChange = vi.fn();
    render(
      <>
        <FilterTabs label="Filter tracks" options={options} onValueChange={onValueChange} />
        <button type="button">Search</button>
      </>,
    );
    // A press on a chip starts the load; then the pointer and focus move on to the search.
    await userEvent.click(screen.getByRole('tab', { name: 'Most Popular (3)' }));
    fireEvent.pointerLeave(screen.getByRole('tablist'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    // Nothing else runs between the code's arrival and this focus.
    await codeArrives(() => screen.getByRole('tab', { name: 'Most Popular (3)' }).focus());

    expect(screen.getByRole('tab', { name: 'Most Popular (3)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Exclusive (1)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Exclusive (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Exclusive (1)' })).toBeInTheDocument();
    expect(onValueChange.mock.calls).toEqual([['popular'], ['exclusive']]);
  });

  it('given focus on a chip › when the window goes to the background (the chip keeps focus) › the chip is not replaced, and Radix takes over once focus leaves', async () => {
    const FilterTabs = await freshFilterTabs();
    render(
      <>
        <FilterTabs label="Filter tracks" options={options} />
        <button type="button">Search</button>
      </>,
    );
    const chip = screen.getByRole('tab', { name: 'All Tracks (8)' });
    act(() => chip.focus());
    await codeArrives();

    // Switching windows blurs the chip but leaves it the document's focused element.
    fireEvent.focusOut(chip, { relatedTarget: null });
    await act(async () => {});
    expect(chip).toBeInTheDocument();
    expect(chip).toHaveFocus();
    expect(screen.getByRole('tablist')).toHaveAttribute('tabindex', '-1');

    await userEvent.tab();
    expect(screen.getByRole('tablist')).toHaveAttribute('tabindex', '0');
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('tab', { name: 'All Tracks (8)' })).toHaveFocus();
  });
});

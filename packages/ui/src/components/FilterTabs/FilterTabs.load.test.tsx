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

// Some of the FAQ's topics, where a loaded CI run met the race below.
const topics: FilterTabsOption[] = [
  { value: 'all', label: 'All' },
  { value: 'billing', label: 'Billing' },
  { value: 'technical', label: 'Technical' },
  { value: 'general', label: 'General' },
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
        <FilterTabs label="FAQ categories" options={topics} onValueChange={onValueChange} />
        <button type="button">Search</button>
      </>,
    );
    // A press on a chip starts the load; then the pointer and focus move on to the search.
    await userEvent.click(screen.getByRole('tab', { name: 'Billing' }));
    fireEvent.pointerLeave(screen.getByRole('tablist'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    // Nothing else runs between the code's arrival and this focus.
    await codeArrives(() => screen.getByRole('tab', { name: 'Billing' }).focus());

    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Technical' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Technical' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Technical' })).toBeInTheDocument();
    expect(onValueChange.mock.calls).toEqual([['billing'], ['technical']]);
  });

  it('given focus on a chip › when the window goes to the background (the chip keeps focus) › the chip is not replaced, and Radix takes over once focus leaves', async () => {
    const FilterTabs = await freshFilterTabs();
    render(
      <>
        <FilterTabs label="FAQ categories" options={topics} />
        <button type="button">Search</button>
      </>,
    );
    const chip = screen.getByRole('tab', { name: 'All' });
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
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
  });
});

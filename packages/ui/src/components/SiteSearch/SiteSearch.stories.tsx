import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  SiteSearch,
  siteSearchDropdowns,
  type SiteSearchItem,
  type SiteSearchProps,
} from './SiteSearch';
import { sampleSearchItems, sampleSuggestions, searchSample } from './SiteSearch.sample';
import guide from './SiteSearch.guide.md?raw';

/** The app's side: keeps the query, searches its index and "navigates" on a choice. */
function SearchDemo(args: SiteSearchProps) {
  const [query, setQuery] = useState(args.defaultQuery ?? '');
  const [opened, setOpened] = useState<SiteSearchItem | null>(null);
  return (
    <div style={{ maxWidth: '28rem', minHeight: '30rem' }}>
      <SiteSearch
        {...args}
        query={query}
        items={searchSample(query)}
        onQueryChange={(next) => {
          args.onQueryChange?.(next);
          setQuery(next);
        }}
        onSelect={(item) => {
          args.onSelect(item);
          setOpened(item);
        }}
      />
      <p>{opened ? `Opened ${opened.title} (${opened.href})` : 'Nothing opened yet'}</p>
      <button type="button">Somewhere else on the page</button>
    </div>
  );
}

const meta = {
  title: 'Blocks/SiteSearch',
  component: SiteSearch,
  args: {
    items: sampleSearchItems,
    label: 'Search the site',
    placeholder: 'Search services, music, pages',
    suggestions: sampleSuggestions,
    suggestionsLabel: 'Popular searches',
    maxResults: 6,
    maxHeight: 400,
    noResultsText: 'Try different keywords or browse our services.',
    onSelect: fn(),
    onQueryChange: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    items: { control: false },
    query: { control: false },
    formatCount: { control: false },
    noResultsTitle: { control: false },
    dropdown: { control: 'inline-radio', options: siteSearchDropdowns },
  },
  render: (args) => <SearchDemo {...args} />,
  parameters: { docs: { description: { component: guide } } },
} satisfies Meta<typeof SiteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Type, move down with the arrow keys, Enter: the result opens and the box clears. */
export const ChoosingByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search the site' });
    await userEvent.type(box, 'production');
    const listbox = canvas.getByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 results');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /Video Production/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'video-production' }),
    );
    await expect(canvas.getByText('Opened Video Production (/video)')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

/** An empty, focused box offers the quick suggestions; a chip searches for its words. */
export const SuggestionChips: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search the site' }));
    const chips = canvas.getByRole('group', { name: 'Popular searches' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Mixing' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('Mixing');
    await expect(canvas.getByRole('combobox', { name: 'Search the site' })).toHaveFocus();
    await expect(canvas.getByRole('option', { name: /Mixing & Mastering/ })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Popular searches' })).toBeNull();
  },
};

/** Nothing matches: the app's two lines, the first also announced. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search the site' }), 'qawwali');
    await expect(
      canvas.getByText('No results found for "qawwali"', { selector: 'p' }),
    ).toBeVisible();
    await expect(canvas.getByText('Try different keywords or browse our services.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No results found for "qawwali"');
  },
};

/** A click anywhere outside closes the dropdown and keeps what was typed. */
export const OutsideClickCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search the site' });
    await userEvent.type(box, 'music');
    await expect(canvas.getAllByRole('option').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByText('Nothing opened yet'));
    await waitFor(() => expect(canvas.queryByRole('option')).toBeNull());
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('music');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Enter with nothing highlighted hands the query to the app (e.g. a full results page). */
export const SubmittingTheQuery: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search the site' }), 'video{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('video');
  },
};

/** A short dropdown (200 px) scrolls; the highlighted result is scrolled into view. */
export const ShortDropdown: Story = {
  args: { maxHeight: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search the site' }), 'the');
    const listbox = canvas.getByRole('listbox');
    await expect(listbox.parentElement!.getBoundingClientRect().height).toBeLessThanOrEqual(200);
  },
};

/** On a phone the dropdown spans the box's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile390' } },
};

/** `size="sm"`: the compact box that fits a site header's bar. */
export const Compact: Story = {
  args: { size: 'sm', placeholder: 'Search...' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search the site' });
    // The default box is 2.5rem (40 px) high; the compact one 2rem.
    const compactHeight = box.parentElement!.getBoundingClientRect().height;
    await expect(compactHeight).toBeLessThan(40);
  },
};

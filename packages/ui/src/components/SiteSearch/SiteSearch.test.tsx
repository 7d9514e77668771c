import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SiteSearch } from './SiteSearch';
import { sampleSearchItems, sampleSuggestions, searchSample } from './SiteSearch.sample';

type Props = ComponentProps<typeof SiteSearch>;

/** The app's side: keeps the query and searches the sample index. */
function Harness(props: Partial<Props>) {
  const [query, setQuery] = useState(props.defaultQuery ?? '');
  return (
    <>
      <SiteSearch
        label="Search the site"
        placeholder="Search services, music, pages"
        suggestions={sampleSuggestions}
        onSelect={() => {}}
        {...props}
        items={props.items ?? searchSample(query)}
        query={query}
        onQueryChange={(next) => {
          props.onQueryChange?.(next);
          setQuery(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Search the site' });
const status = () => screen.getByRole('status');

describe('SiteSearch', () => {
  it('given nothing typed › is a combobox named by its label in a search landmark, with its list closed', () => {
    render(<Harness />);
    expect(screen.getByRole('search', { name: 'Search the site' })).toContainElement(box());
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
  });

  it('given a query typed before it took over and defaultOpen › shows its matches without another key', () => {
    render(<Harness defaultQuery="production" defaultOpen />);
    expect(box()).toHaveValue('production');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('given more matches than maxResults › shows the first ones and announces how many of how many', async () => {
    const items = [
      ...sampleSearchItems,
      ...sampleSearchItems.map((i) => ({ ...i, id: `${i.id}-2` })),
    ];
    render(<Harness items={items} maxResults={6} />);
    await userEvent.type(box(), 'studio');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(6);
    expect(status()).toHaveTextContent('6 of 16 results');
  });

  it('given a few matches › announces the count with the wording from formatCount', async () => {
    render(<Harness formatCount={(shown) => `${shown} matches`} />);
    await userEvent.type(box(), 'production');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(status()).toHaveTextContent('2 matches');
  });

  it('given a highlighted result › Tab moves on without choosing it', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.type(box(), 'video');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(onSelect).not.toHaveBeenCalled();
    expect(box()).toHaveValue('video');
  });

  it('given a click on a result › calls onSelect with the item and clears the query', async () => {
    const onSelect = vi.fn();
    const onQueryChange = vi.fn();
    render(<Harness onSelect={onSelect} onQueryChange={onQueryChange} />);
    await userEvent.type(box(), 'track');
    await userEvent.click(screen.getByRole('option', { name: /Track Library/ }));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'track-library', href: '/tracks' }),
    );
    expect(onQueryChange).toHaveBeenLastCalledWith('');
    expect(box()).toHaveValue('');
  });

  it('given Enter with nothing highlighted › calls onSubmit with the query', async () => {
    const onSubmit = vi.fn();
    const onSelect = vi.fn();
    render(<Harness onSubmit={onSubmit} onSelect={onSelect} />);
    await userEvent.type(box(), '  mixing {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('mixing');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('given maxHeight › the dropdown is limited to it (400 px by default)', async () => {
    const { unmount } = render(<Harness />);
    expect(screen.getByRole('search').getAttribute('style')).toMatch(/:\s*400px/);
    unmount();
    render(<Harness maxHeight={280} />);
    expect(screen.getByRole('search').getAttribute('style')).toMatch(/:\s*280px/);
  });

  it('given no suggestions › focusing the empty box opens nothing', async () => {
    render(<Harness suggestions={[]} />);
    await userEvent.click(box());
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('given the chips › Escape hides them and a click on the box shows them again', async () => {
    render(<Harness />);
    await userEvent.click(box());
    expect(screen.getByRole('group', { name: 'Popular searches' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Popular searches' })).not.toBeInTheDocument();
    expect(box()).toHaveFocus();
    await userEvent.click(box());
    expect(screen.getByRole('group', { name: 'Popular searches' })).toBeVisible();
  });

  it('has no axe violations closed, with the chips, and with results open', async () => {
    const { container } = render(<Harness />);
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.click(box());
    expect(screen.getByRole('group', { name: 'Popular searches' })).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
    await userEvent.type(box(), 'music');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useEffect, useId, useMemo, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { useAudioPreview } from '../AudioPreview';
import { Button } from '../Button';
import { FilterTabs, type FilterTabsOption } from '../FilterTabs';
import { TextField } from '../TextField';
import { TrackRow, type Track } from '../TrackRow';
import * as styles from './TrackList.css';

/** A track with the tab it belongs to (`filter`, matching one of the tabs' values). */
export type TrackListTrack = Track & { filter?: string };

const ALL = 'all';

/**
 * The list's filter: the tab (`allFilter` shows every track) and a case-insensitive substring match of the query on
 * title, artist or genre, combined with the tab. An empty query matches everything. Exported for
 * apps that filter elsewhere (a URL, a server) and must agree with the list.
 */
export function filterTracks<T extends TrackListTrack>(
  tracks: ReadonlyArray<T>,
  {
    filter = ALL,
    query = '',
    allFilter = ALL,
  }: { filter?: string; query?: string; allFilter?: string },
): T[] {
  const needle = query.trim().toLowerCase();
  return tracks.filter(
    (track) =>
      (filter === allFilter || track.filter === filter) &&
      (!needle ||
        [track.title, track.artist, track.genre].some((field) =>
          field.toLowerCase().includes(needle),
        )),
  );
}

export type TrackListProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** Every track of the library; the list shows those matching the tab and the search. */
  tracks: ReadonlyArray<TrackListTrack>;
  /** The tabs, e.g. `[{ value: 'all', label: 'All Tracks' }, { value: 'recent', label: 'Recent' }]`. */
  filters: ReadonlyArray<FilterTabsOption>;
  /** The tab value that shows every track. Defaults to `all`. */
  allFilter?: string;
  /** The selected tab (controlled), e.g. from the URL. */
  filter?: string;
  /** The tab selected at first when uncontrolled. Defaults to `allFilter`. */
  defaultFilter?: string;
  /** Called with the tab chosen, e.g. to write it to the URL. */
  onFilterChange?: (filter: string) => void;
  /** The search text (controlled). */
  query?: string;
  /** The search text at first when uncontrolled. */
  defaultQuery?: string;
  /** Called with the search text as it is typed or cleared. */
  onQueryChange?: (query: string) => void;
  /** Show how many tracks each tab holds for the current search. */
  showCounts?: boolean;
  /** Names the tabs for screen readers. */
  label?: string;
  /** Names the list of tracks for screen readers. */
  listLabel?: string;
  /** Label of the search box (visually hidden; the placeholder is not a label). */
  searchLabel?: string;
  /** Example text inside the empty search box (the label names it). */
  searchPlaceholder?: string;
  /** The result line, announced politely as it changes. */
  formatCount?: (shown: number, total: number) => string;
  /** The empty state's heading for the current search. */
  emptyTitle?: (query: string) => ReactNode;
  /** The empty state's hint under its heading. */
  emptyText?: ReactNode;
  /** The empty state's button, which clears the search and shows every track. */
  resetLabel?: string;
  /** Replaces the whole empty state shown when nothing matches. */
  renderEmpty?: (context: { query: string; filter: string; reset: () => void }) => ReactNode;
  /** Passed to each TrackRow (e.g. `Preview`). */
  playLabel?: string;
  /** A line under a track's row, e.g. that its preview could not play (see TrackRow `message`). */
  rowMessage?: (track: TrackListTrack) => ReactNode;
};

const defaultFormatCount = (shown: number, total: number) =>
  shown === total
    ? `${total} ${total === 1 ? 'track' : 'tracks'}`
    : `Showing ${shown} of ${total} ${total === 1 ? 'track' : 'tracks'}`;

const defaultEmptyTitle = (query: string) =>
  query.trim() ? `No tracks match "${query.trim()}"` : 'No tracks here yet';

/**
 * A searchable, tabbed list of tracks: the tabs the app gives (each track's `filter` says which
 * tab holds it), a search box matching title, artist or genre, and the matching TrackRows, with
 * a politely announced result count and an empty state whose reset returns focus to the search.
 *
 * Put it inside `AudioPreviewProvider` (one preview per page); a track filtered out while it
 * plays is stopped, so no sound is left without its button. Tab and query work uncontrolled
 * (`defaultFilter`, `defaultQuery`) or controlled (`filter`/`onFilterChange`,
 * `query`/`onQueryChange`), e.g. to sync them with the URL.
 */
export function TrackList({
  tracks,
  filters,
  allFilter = ALL,
  filter: filterProp,
  defaultFilter,
  onFilterChange,
  query: queryProp,
  defaultQuery = '',
  onQueryChange,
  showCounts = true,
  label = 'Filter tracks',
  listLabel = 'Tracks',
  searchLabel = 'Search tracks',
  searchPlaceholder,
  formatCount = defaultFormatCount,
  emptyTitle = defaultEmptyTitle,
  emptyText,
  resetLabel = 'Show all tracks',
  renderEmpty,
  playLabel,
  rowMessage,
  className,
  ...props
}: TrackListProps) {
  const [filter, setFilter] = useControllableState({
    prop: filterProp,
    defaultProp: defaultFilter ?? allFilter,
    onChange: onFilterChange,
    caller: 'TrackList',
  });
  const [query, setQuery] = useControllableState({
    prop: queryProp,
    defaultProp: defaultQuery,
    onChange: onQueryChange,
    caller: 'TrackList',
  });
  const { currentId, stop } = useAudioPreview();
  const searchId = useId();

  const reset = () => {
    setQuery('');
    setFilter(allFilter);
    // The reset button disappears with the empty state; continue from the search box.
    document.getElementById(searchId)?.focus();
  };

  const visible = useMemo(
    () => filterTracks(tracks, { filter, query, allFilter }),
    [tracks, filter, query, allFilter],
  );
  const options = useMemo(
    () =>
      showCounts
        ? filters.map((option) => ({
            ...option,
            count: filterTracks(tracks, { filter: option.value, query, allFilter }).length,
          }))
        : filters,
    [filters, showCounts, tracks, query, allFilter],
  );

  // A preview whose row was filtered away would play with no control left to stop it.
  const currentHidden = currentId !== null && !visible.some((track) => track.id === currentId);
  useEffect(() => {
    if (currentHidden) stop();
  }, [currentHidden, stop]);

  return (
    <div {...props} className={cx(styles.root, className)}>
      <TextField
        id={searchId}
        type="search"
        className={styles.search}
        aria-label={searchLabel}
        placeholder={searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        leadingIcon={<MagnifyingGlassIcon className={styles.searchIcon} aria-hidden="true" />}
        autoComplete="off"
        enterKeyHint="search"
      />
      <FilterTabs
        label={label}
        options={options}
        value={filter}
        onValueChange={setFilter}
        overflow="scroll"
        panelClassName={styles.panel}
      >
        <p className={styles.count} role="status">
          {formatCount(visible.length, tracks.length)}
        </p>
        {visible.length > 0 ? (
          <ul className={styles.list} aria-label={listLabel}>
            {visible.map((track) => (
              <li key={track.id}>
                <TrackRow track={track} playLabel={playLabel} message={rowMessage?.(track)} />
              </li>
            ))}
          </ul>
        ) : renderEmpty ? (
          renderEmpty({ query, filter, reset })
        ) : (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{emptyTitle(query)}</p>
            {emptyText ? <p className={styles.emptyText}>{emptyText}</p> : null}
            <Button variant="secondary" onClick={reset}>
              {resetLabel}
            </Button>
          </div>
        )}
      </FilterTabs>
    </div>
  );
}

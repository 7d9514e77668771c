import {
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { cx } from '../_internal/cx';
import { useAudioPreview } from '../AudioPreview';
import { Button } from '../Button';
import { FilterTabs, type FilterTabsOption } from '../FilterTabs';
import { TextField } from '../TextField';
import { TrackRow, type Track } from '../TrackRow';
import * as styles from './TrackList.css';

/** A track of the library with the tab it belongs to (spec 01 §3: recent, popular, featured, exclusive). */
export type TrackListTrack = Track & { filter?: string };

/** The spec's tabs (spec 01 §3 "Track filter tabs"); `all` shows every track. */
export const trackFilterOptions = [
  { value: 'all', label: 'All Tracks' },
  { value: 'recent', label: 'Recent Releases' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'featured', label: 'Featured' },
  { value: 'exclusive', label: 'Exclusive' },
] as const satisfies ReadonlyArray<FilterTabsOption>;

/** The spec's search placeholder (spec 01 "Track library"). */
export const TRACK_SEARCH_PLACEHOLDER = 'Search tracks, artists, or genres...';

/**
 * The spec's filter (spec 01 §5): the tab (`all` or the track's `filter`) AND a case-insensitive
 * substring match of the query on title, artist or genre. An empty query matches everything.
 */
export function filterTracks<T extends TrackListTrack>(
  tracks: ReadonlyArray<T>,
  { filter = 'all', query = '' }: { filter?: string; query?: string },
): T[] {
  const needle = query.trim().toLowerCase();
  return tracks.filter(
    (track) =>
      (filter === 'all' || track.filter === filter) &&
      (!needle ||
        [track.title, track.artist, track.genre].some((field) =>
          field.toLowerCase().includes(needle),
        )),
  );
}

export type TrackListProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** Every track of the library; the list shows those matching the tab and the search. */
  tracks: ReadonlyArray<TrackListTrack>;
  /** The tabs. Defaults to the spec's All Tracks, Recent Releases, Most Popular, Featured, Exclusive. */
  filters?: ReadonlyArray<FilterTabsOption>;
  /** The selected tab (controlled), e.g. from the URL. */
  filter?: string;
  /** The tab selected at first when uncontrolled. Defaults to `all`. */
  defaultFilter?: string;
  onFilterChange?: (filter: string) => void;
  /** The search text (controlled). */
  query?: string;
  /** The search text at first when uncontrolled. */
  defaultQuery?: string;
  onQueryChange?: (query: string) => void;
  /** Show how many tracks each tab holds for the current search. */
  showCounts?: boolean;
  /** Names the tabs for screen readers. */
  label?: string;
  /** Names the list of tracks for screen readers. */
  listLabel?: string;
  /** Label of the search box (visually hidden; the placeholder is not a label). */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** The result line, announced politely as it changes. */
  formatCount?: (shown: number, total: number) => string;
  /** Replaces the empty state shown when nothing matches. */
  renderEmpty?: (context: { query: string; filter: string; reset: () => void }) => ReactNode;
  /** Passed to each TrackRow (`Preview` on the new-release page). */
  playLabel?: string;
};

const defaultFormatCount = (shown: number, total: number) =>
  shown === total
    ? `${total} ${total === 1 ? 'track' : 'tracks'}`
    : `Showing ${shown} of ${total} ${total === 1 ? 'track' : 'tracks'}`;

function SearchIcon() {
  return (
    <svg viewBox="0 0 16 16" className={styles.searchIcon} aria-hidden="true" focusable="false">
      <path d="M7 1.5a5.5 5.5 0 0 1 4.38 8.82l3.15 3.15a.75.75 0 1 1-1.06 1.06l-3.15-3.15A5.5 5.5 0 1 1 7 1.5Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
    </svg>
  );
}

/**
 * The track library (spec 01 "Track library"): filter tabs, a search box and the matching
 * TrackRows, with a politely announced result count and an empty state. Must be inside
 * `AudioPreviewProvider`; a track that is filtered out while playing is stopped.
 */
export function TrackList({
  tracks,
  filters = trackFilterOptions,
  filter: filterProp,
  defaultFilter = 'all',
  onFilterChange,
  query: queryProp,
  defaultQuery = '',
  onQueryChange,
  showCounts = true,
  label = 'Filter tracks',
  listLabel = 'Tracks',
  searchLabel = 'Search tracks',
  searchPlaceholder = TRACK_SEARCH_PLACEHOLDER,
  formatCount = defaultFormatCount,
  renderEmpty,
  playLabel,
  className,
  ...props
}: TrackListProps) {
  const [filterState, setFilterState] = useState(defaultFilter);
  const [queryState, setQueryState] = useState(defaultQuery);
  const filter = filterProp ?? filterState;
  const query = queryProp ?? queryState;
  const { currentId, stop } = useAudioPreview();
  const searchId = useId();

  const setFilter = (next: string) => {
    if (filterProp === undefined) setFilterState(next);
    onFilterChange?.(next);
  };
  const setQuery = (next: string) => {
    if (queryProp === undefined) setQueryState(next);
    onQueryChange?.(next);
  };
  const reset = () => {
    setQuery('');
    setFilter(filters[0]?.value ?? 'all');
    // The reset button disappears with the empty state; continue from the search box.
    document.getElementById(searchId)?.focus();
  };

  const visible = useMemo(() => filterTracks(tracks, { filter, query }), [tracks, filter, query]);
  const options = useMemo(
    () =>
      showCounts
        ? filters.map((option) => ({
            ...option,
            count: filterTracks(tracks, { filter: option.value, query }).length,
          }))
        : filters,
    [filters, showCounts, tracks, query],
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
        leadingIcon={<SearchIcon />}
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
                <TrackRow track={track} playLabel={playLabel} />
              </li>
            ))}
          </ul>
        ) : renderEmpty ? (
          renderEmpty({ query, filter, reset })
        ) : (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>
              {query.trim() ? `No tracks match "${query.trim()}"` : 'No tracks here yet'}
            </p>
            <p className={styles.emptyText}>
              Try a different search, or show every track in the library.
            </p>
            <Button variant="secondary" onClick={reset}>
              Show all tracks
            </Button>
          </div>
        )}
      </FilterTabs>
    </div>
  );
}

/** The kinds of entry the site search finds. */
export type SearchEntryKind = 'page' | 'article' | 'faq' | 'help' | 'track';

export interface SearchPageContent {
  title: string;
  intro: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** `{count}` and `{query}` are filled in. */
  resultCount: { one: string; other: string; all: string };
  noResults: string;
  noResultsHint: string;
  browseAll: string;
  typeLabels: Record<SearchEntryKind, string>;
  /** Group headings of the full listing (an empty query). */
  typeGroups: Record<SearchEntryKind, string>;
  /** The full listing's page navigation: its name, and `{page}`/`{pages}` filled in. */
  listingPages: string;
  pageOf: string;
  previousPage: string;
  nextPage: string;
  /** The name of the list of matches. */
  resultsLabel: string;
  headerPlaceholder: string;
  indexLoading: string;
  indexFailed: string;
  indexFailedHint: string;
  /** Offered in the header search before the visitor types. */
  suggestions: readonly string[];
  suggestionsLabel: string;
}

export const searchPage = {
  title: 'Search',
  intro: 'Find pages, answers and help across the studio website.',
  searchLabel: 'Search the website',
  searchPlaceholder: 'Search music, videos, services, help...',
  resultCount: {
    one: '1 result for "{query}"',
    other: '{count} results for "{query}"',
    all: 'Showing all {count} pages and answers',
  },
  noResults: 'No results found for "{query}"',
  noResultsHint: 'Try different keywords or browse our services.',
  browseAll: 'Browse All Services',
  typeLabels: { page: 'Page', article: 'News', faq: 'FAQ', help: 'Help', track: 'Track' },
  typeGroups: {
    page: 'Pages',
    article: 'News',
    faq: 'FAQ answers',
    help: 'Help topics',
    track: 'Tracks',
  },
  listingPages: 'Pages of all entries',
  pageOf: 'Page {page} of {pages}',
  previousPage: 'Previous',
  nextPage: 'Next',
  resultsLabel: 'Search results',
  headerPlaceholder: 'Search...',
  indexLoading: 'Loading search...',
  indexFailed: 'Search is not available right now',
  indexFailedHint: 'Press Enter to open the search page instead.',
  suggestions: ['Music production', 'Music videos', 'Mixing', 'Booking', 'Payment', 'Careers'],
  suggestionsLabel: 'Popular searches',
} as const satisfies SearchPageContent;

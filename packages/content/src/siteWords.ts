import type { Article } from './articles.js';
import { searchPage, type SearchPageContent } from './search.js';

/*
 * The site's own words: what its shell, forms and fixed parts of pages say whatever the page's
 * content (the footer's titles, the cookie banner, a form's states, an article's interactions).
 * One dictionary per language, each in its own module (`hi/siteWords.ts` for Hindi), reaching
 * the pages through the root's loader data, so a page's code carries none and a page sends only
 * its language's words. `{name}`-style placeholders are filled with `fillTemplate` (or `plural`
 * for counts) when drawn.
 */

/** The footer's sections, by id (see the site's navigation). */
export type FooterSectionId = 'help' | 'music' | 'company' | 'legal' | 'explore';

/** A form's fields whose refusal the page words itself (see `FormWords.fieldErrors`). */
export type WordedField =
  'name' | 'email' | 'phone' | 'company' | 'subject' | 'service' | 'message' | 'text';

/** The header search's words: the search page's own, as the header shows them. */
export type HeaderSearchWords = Pick<
  SearchPageContent,
  | 'searchLabel'
  | 'headerPlaceholder'
  | 'suggestions'
  | 'suggestionsLabel'
  | 'noResults'
  | 'noResultsHint'
  | 'indexLoading'
  | 'indexFailed'
  | 'indexFailedHint'
  | 'typeLabels'
>;

/** The header search's words from a language's search page. */
// Copies, never the page's own list and labels: the page's data is serialized by reference, so a
// shared array would be written once or twice depending on how the page was rendered, and the
// run-time render must write the same bytes as the build.
export const headerSearchWordsOf = (page: SearchPageContent): HeaderSearchWords => ({
  searchLabel: page.searchLabel,
  headerPlaceholder: page.headerPlaceholder,
  suggestions: [...page.suggestions],
  suggestionsLabel: page.suggestionsLabel,
  noResults: page.noResults,
  noResultsHint: page.noResultsHint,
  indexLoading: page.indexLoading,
  indexFailed: page.indexFailed,
  indexFailedHint: page.indexFailedHint,
  typeLabels: { ...page.typeLabels },
});

export interface FormWords {
  /** The hidden field only bots fill (its label is read by no person). */
  honeypot: string;
  /**
   * What a refused field says, by field: `null` where the API's own words are the page's (the
   * default language's); a language the API does not speak words each field itself.
   */
  fieldErrors: (Record<WordedField, string> & { other: string }) | null;
  /** Said when the API could not be reached or refused without naming a field. */
  failure: string | null;
}

/** A page's words in one language: its title, its link text where shorter, its keywords. */
export interface RouteWords {
  title: string;
  label?: string;
  keywords: readonly string[];
}

export interface SiteWords {
  /**
   * Each page's words by its route id, for the pages written in this language (the default
   * language's are the route table's own: none here).
   */
  routes: Readonly<Record<string, RouteWords>>;
  nav: {
    skipToContent: string;
    /** The main navigation landmark's name. */
    label: string;
    openMenu: string;
    closeMenu: string;
    menuTitle: string;
  };
  footer: {
    label: string;
    sections: Record<FooterSectionId, string>;
    /** `{name}`: the studio's name. */
    callToAction: string;
    adminAccess: string;
  };
  consent: {
    /** `{name}`: the studio's name. */
    title: string;
    /** One sentence per block (see the banner). */
    sentences: readonly string[];
    settingsLink: string;
    accept: string;
    decline: string;
  };
  search: HeaderSearchWords;
  /** The newsroom's categories (language-neutral values), as badges and filters name them. */
  categories: Record<'All' | Article['category'], string>;
  article: {
    back: string;
    notFoundTitle: string;
    notFoundHeading: string;
    notFoundText: string;
    toNewsroom: string;
    /** `{author}`. */
    byline: string;
    related: string;
  };
  interactions: {
    heading: string;
    rateLegend: string;
    /** `{count}`: one star, `{count}` stars. */
    stars: { one: string; other: string };
    /** `{average}` and `{count}` of ratings. */
    ratingSummary: { one: string; other: string };
    noRatings: string;
    /** `{stars}`. */
    yourRating: string;
    like: string;
    liked: string;
    likes: { one: string; other: string };
    comments: string;
    /** `{count}`. */
    commentsCount: string;
    noComments: string;
    moreComments: string;
    addComment: string;
    name: string;
    email: string;
    emailHint: string;
    comment: string;
    commentPlaceholder: string;
    post: string;
    sending: string;
    /** Said after a comment is sent: `null` for the API's own words. */
    commentThanks: string | null;
  };
  form: FormWords;
  faq: {
    /** `{count}` of the questions shown. */
    questions: { one: string; other: string };
  };
  tracks: {
    /** The name of the track library's filter tabs. */
    filters: string;
  };
  preview: {
    label: string;
    title: string;
    /** `{date}`: when the link runs out (UTC). */
    expires: string;
  };
  error: {
    title: string;
    text: string;
    details: string;
    tryAgain: string;
    goHome: string;
    unknown: string;
  };
}

/** The site's words in the default language. */
export const siteWords: SiteWords = {
  routes: {},
  nav: {
    skipToContent: 'Skip to content',
    label: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
  },
  footer: {
    label: 'Footer',
    sections: {
      help: 'Help & Support',
      music: 'Music & Video',
      company: 'Company',
      legal: 'Legal',
      explore: 'Explore',
    },
    callToAction: 'Join {name} as a Listener, or enroll in our Artist Program.',
    adminAccess: 'Admin Access',
  },
  consent: {
    title: 'Cookies at {name}',
    sentences: [
      'Only necessary cookies until you choose.',
      'Accept All adds analytics, marketing and players.',
    ],
    settingsLink: 'Choose in Cookie Settings',
    accept: 'Accept All',
    decline: 'Decline',
  },
  search: headerSearchWordsOf(searchPage),
  categories: {
    All: 'All',
    Music: 'Music',
    Video: 'Video',
    Production: 'Production',
    Artists: 'Artists',
    Projects: 'Projects',
    Events: 'Events',
    Studio: 'Studio',
  },
  article: {
    back: 'Back to Newsroom',
    notFoundTitle: 'Story Not Found',
    notFoundHeading: 'Story not found',
    notFoundText:
      'The story you were looking for is not here, or is no longer here. Here is more about the studio instead.',
    toNewsroom: 'Go to the Newsroom',
    byline: 'By {author}',
    related: 'Related Articles',
  },
  interactions: {
    heading: 'Rate & Interact',
    rateLegend: 'Rate this article',
    stars: { one: '{count} star', other: '{count} stars' },
    ratingSummary: {
      one: '{average} from {count} rating',
      other: '{average} from {count} ratings',
    },
    noRatings: 'No ratings yet: be the first to rate this article.',
    yourRating: 'You rated this article {stars} out of 5.',
    like: 'Like',
    liked: 'Liked',
    likes: { one: '{count} like', other: '{count} likes' },
    comments: 'Comments',
    commentsCount: 'Comments ({count})',
    noComments: 'No comments yet: yours could be the first.',
    moreComments: 'Show more comments',
    addComment: 'Add a comment',
    name: 'Name',
    email: 'Email (optional)',
    emailHint: 'Never shown. We write to it only to tell you your comment is published.',
    comment: 'Comment',
    commentPlaceholder: 'Share your thoughts...',
    post: 'Post Comment',
    sending: 'Sending...',
    commentThanks: null,
  },
  form: { honeypot: 'Website', fieldErrors: null, failure: null },
  faq: { questions: { one: '{count} question', other: '{count} questions' } },
  tracks: { filters: 'Filter tracks' },
  preview: {
    label: 'Draft preview',
    title: 'Draft preview: not published',
    expires: 'This link expires {date} UTC.',
  },
  error: {
    title: 'Oops! Something went wrong',
    text: 'This page ran into a problem. Try again, or go back to the home page.',
    details: 'Error details',
    tryAgain: 'Try Again',
    goHome: 'Go Home',
    unknown: 'Unknown error',
  },
};

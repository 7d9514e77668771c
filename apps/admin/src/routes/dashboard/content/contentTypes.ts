import {
  CONTENT_TYPES,
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_INFO,
  isContentType,
  type ContentState,
  type ContentType,
  type Locale,
  type TranslationStates,
} from '@studio/contracts';
import type { StatusOption } from '@studio/ui';

/** What each collection is, for its card on the types overview and its list's header. */
export const CONTENT_TYPE_TEXTS: Record<ContentType, { title: string; description: string }> = {
  articles: {
    title: 'Articles',
    description: 'News stories of the newsroom, with a body, hero image and tags.',
  },
  releases: {
    title: 'Releases',
    description: 'Music and video releases: posters, platform links and players.',
  },
  tracks: {
    title: 'Tracks',
    description: 'Songs of the tracks page, with cover art and a preview clip.',
  },
  'team-members': { title: 'Team members', description: 'The people of About’s Meet Our Team.' },
  leadership: { title: 'Leadership', description: 'The executive and advisory boards.' },
  jobs: { title: 'Job openings', description: 'The openings listed on Careers.' },
  faqs: { title: 'FAQs', description: 'Questions and answers of the FAQ page, by category.' },
  'help-topics': {
    title: 'Help topics',
    description: 'The topics of the help centre and their links.',
  },
};

/** A label inside a sentence: `article`, `job openings`, but `FAQ` and `FAQs`. */
export function inSentence(label: string): string {
  return label.charAt(1) === label.charAt(1).toUpperCase() ? label : label.toLowerCase();
}

/** One entry of `type`, inside a sentence. */
export function entryNoun(type: ContentType): string {
  return inSentence(CONTENT_TYPES[type].label);
}

export { isContentType };

/** The states a list filters by, in order, with their Badge tones. */
/** A published entry whose working draft differs from what is live (the list and the editor). */
export const UNPUBLISHED_CHANGES = 'Live; draft has unpublished changes';

export const STATE_OPTIONS: ReadonlyArray<StatusOption & { value: ContentState }> = [
  { value: 'draft', label: 'Draft', tone: 'neutral' },
  { value: 'scheduled', label: 'Scheduled', tone: 'info' },
  { value: 'published', label: 'Published', tone: 'success' },
  { value: 'unpublished', label: 'Unpublished', tone: 'warning' },
];

/** The one state of the Trash view. */
export const TRASH_STATE_OPTIONS: ReadonlyArray<StatusOption & { value: ContentState }> = [
  { value: 'deleted', label: 'In the trash', tone: 'critical' },
];

/** The languages an entry is translated into: every one but the default. */
export const TRANSLATION_LOCALES: readonly Locale[] = LOCALES.filter(
  (locale) => locale !== DEFAULT_LOCALE,
);

/** A translation's state in the words the lists and the editor use: live, not published. */
const TRANSLATION_STATE_WORDS: Record<ContentState, string> = {
  draft: 'draft',
  scheduled: 'scheduled',
  published: 'live',
  unpublished: 'unpublished',
  deleted: 'in the trash',
};

/** `Hindi: live`, `Hindi: missing` (no translation yet). */
export function translationStatus(
  translations: TranslationStates | undefined,
  locale: Locale,
): string {
  const state = translations?.[locale]?.state;
  return `${LOCALE_INFO[locale].name}: ${state ? TRANSLATION_STATE_WORDS[state] : 'missing'}`;
}

import type { FormWords, SiteWords, WordedField } from '@studio/content/siteWords';
import { useMatches, type MetaArgs } from 'react-router';

/** A part of the site's words (the shell's navigation, a form's, an article's…). */
export type WordGroup = keyof SiteWords;

/**
 * The parts every page draws, which the root's loader sends: the shell (route names, navigation,
 * footer, cookie banner, header search) and the error screen. A page's own parts come with its
 * route's data (`contentLoader`'s `words`), so a page sends the words it shows and no other.
 */
export const SHELL_WORDS = [
  'routes',
  'nav',
  'footer',
  'consent',
  'search',
  'error',
] as const satisfies readonly WordGroup[];

/** Some groups of a language's words, as a loader sends them (`words` in its data). */
export const pickWords = <G extends WordGroup>(
  words: SiteWords,
  groups: readonly G[],
): Pick<SiteWords, G> =>
  Object.fromEntries(groups.map((group) => [group, words[group]])) as Pick<SiteWords, G>;

/** The part of a loader's data that carries words: some groups of `SiteWords`. */
type WithWords = { words?: Partial<SiteWords> } | undefined;

/** A group of words from the first of the page's matched routes that sent it, or null. */
function groupIn<G extends WordGroup>(datas: readonly unknown[], group: G): SiteWords[G] | null {
  for (const data of datas) {
    const words = (data as WithWords)?.words;
    if (words && Object.hasOwn(words, group)) return words[group] as SiteWords[G];
  }
  return null;
}

/**
 * One group of the site's words in the page's language, from the loader that sent it (the
 * root's for the shell's, the page's route's for its own): only the words a page shows reach
 * the browser, and no client module holds any (type imports only).
 */
export function useWords<G extends WordGroup>(group: G): SiteWords[G] {
  const words = useOptionalWords(group);
  if (!words) throw new Error(`No loader of this page sends the site words' "${group}".`);
  return words;
}

/** A group of the site's words, or null where no loader sent it (the root's failed). */
export function useOptionalWords<G extends WordGroup>(group: G): SiteWords[G] | null {
  return groupIn(
    useMatches().map((match) => match.data),
    group,
  );
}

/** A group of the site's words in a route's `meta`, or null without them. */
export const wordsOf = <G extends WordGroup>(
  matches: MetaArgs['matches'],
  group: G,
): SiteWords[G] | null =>
  groupIn(
    matches.map((match) => match?.loaderData),
    group,
  );

/**
 * What a field the API refused says on the page: the API's own message where the page is in
 * its language, else the page's words for that field.
 */
export function fieldErrorIn(words: FormWords, field: string, apiMessage: string): string {
  const errors = words.fieldErrors;
  if (!errors) return apiMessage;
  return Object.hasOwn(errors, field) ? errors[field as WordedField] : errors.other;
}

/** What a refusal that names no field says on the page (see `fieldErrorIn`). */
export const failureIn = (words: FormWords, apiMessage: string): string =>
  words.failure ?? apiMessage;

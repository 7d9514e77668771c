import type { FormWords, SiteWords, WordedField } from '@studio/content/siteWords';
import { useRouteLoaderData, type MetaArgs } from 'react-router';

/** The root's data as the site's words read it (see the root's loader). */
type RootWords = { words?: SiteWords } | undefined;

/**
 * The site's own words in the page's language, from the root's loader data: only the page's
 * language's words reach the browser, and no client module holds any (type imports only).
 */
export function useSiteWords(): SiteWords {
  const words = useOptionalSiteWords();
  if (!words)
    throw new Error('The site words come from the root loader: render inside the root route.');
  return words;
}

/** The site's words, or null where the root's data is missing (its loader failed). */
export function useOptionalSiteWords(): SiteWords | null {
  return (useRouteLoaderData('root') as RootWords)?.words ?? null;
}

/** The site's words in a route's `meta` (from the root's match), or null without them. */
export function siteWordsOf(matches: MetaArgs['matches']): SiteWords | null {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootWords;
  return root?.words ?? null;
}

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

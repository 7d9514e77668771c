import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '@studio/contracts';

/**
 * An entry's title (or name, or question) among the admin's English words, such as a toast's:
 * a translation's is marked with its language, so that a screen reader reads it in that
 * language's voice and it shows in that script's face.
 */
export function EntryLabel({ entry }: { entry: { label: string; locale: Locale } }) {
  return (
    <span lang={entry.locale === DEFAULT_LOCALE ? undefined : LOCALE_INFO[entry.locale].tag}>
      {entry.label}
    </span>
  );
}

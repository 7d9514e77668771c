import { useEffect, useState } from 'react';
import type { Locale } from '@studio/contracts/locales';
import { loadSearchIndex } from './loadIndex';
import type { SearchDocument } from './searchDocument';

/** The site's search index once fetched; before that, whether it is wanted yet or failed. */
export type SearchIndexState = readonly SearchDocument[] | 'idle' | 'loading' | 'failed';

/**
 * The search index file of `locale`, fetched once `wanted` is first true: the same file the
 * header search reads (once for both), which the server writes again after every publish, so the
 * search page finds what was published since its own HTML and data were rendered.
 */
export function useSearchIndex(wanted: boolean, locale: Locale): SearchIndexState {
  const [index, setIndex] = useState<SearchIndexState>('idle');
  const asked = wanted || index !== 'idle';
  useEffect(() => {
    if (!asked) return;
    let current = true;
    loadSearchIndex(locale).then(
      (documents) => {
        if (current) setIndex(documents);
      },
      () => {
        if (current) setIndex('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [asked, locale]);
  return asked && index === 'idle' ? 'loading' : index;
}

import { useEffect, useState } from 'react';
import { loadSearchIndex } from './loadIndex';
import type { SearchDocument } from './searchDocument';

/** The site's search index once fetched; before that, whether it is wanted yet or failed. */
export type SearchIndexState = readonly SearchDocument[] | 'idle' | 'loading' | 'failed';

/**
 * The site's search index file, fetched once `wanted` is first true: the same file the header
 * search reads (once for both), which the server writes again after every publish, so the search
 * page finds what was published since its own HTML and data were rendered.
 */
export function useSearchIndex(wanted: boolean): SearchIndexState {
  const [index, setIndex] = useState<SearchIndexState>('idle');
  const asked = wanted || index !== 'idle';
  useEffect(() => {
    if (!asked) return;
    let current = true;
    loadSearchIndex().then(
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
  }, [asked]);
  return asked && index === 'idle' ? 'loading' : index;
}

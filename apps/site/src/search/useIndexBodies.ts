import { useEffect, useState } from 'react';
import { loadSearchIndex } from './loadIndex';

/** The articles' body texts by document id; before that, whether they are wanted yet or failed. */
export type IndexBodies = ReadonlyMap<string, string> | 'idle' | 'loading' | 'failed';

/**
 * The body texts of the site's search index, fetched from the index file once `wanted` is first
 * true (the header search fetches the same file, once for both). The search page's own data
 * carries no bodies: only matching a query needs them.
 */
export function useIndexBodies(wanted: boolean): IndexBodies {
  const [bodies, setBodies] = useState<IndexBodies>('idle');
  const asked = wanted || bodies !== 'idle';
  useEffect(() => {
    if (!asked) return;
    let current = true;
    loadSearchIndex().then(
      (documents) => {
        if (!current) return;
        const found = documents.flatMap(({ id, body }) => (body ? [[id, body] as const] : []));
        setBodies(new Map(found));
      },
      () => {
        if (current) setBodies('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [asked]);
  return asked && bodies === 'idle' ? 'loading' : bodies;
}

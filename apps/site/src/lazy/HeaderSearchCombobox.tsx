import { SiteSearch, type SiteSearchItem } from '@studio/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { HeaderSearchWords } from '@studio/content/siteWords';
import { fillTemplate } from '@studio/content/template';
import { localizedPath, type Locale } from '@studio/contracts/locales';
import type { SearchDocument } from '../search/searchDocument';
import { loadSearchIndex } from '../search/loadIndex';
import { searchDocuments } from '../search/match';

type IndexState =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; documents: SearchDocument[] };

export interface HeaderSearchComboboxProps {
  className?: string;
  /** The page's language: its index is searched and its search page opened. */
  locale: Locale;
  /** Its words in the page's language. */
  words: HeaderSearchWords;
  /** What the visitor typed into the plain box before this took over. */
  defaultQuery: string;
  /** The plain box had focus (and this caret or selection): the combobox takes it over. */
  focus: { start: number; end: number } | null;
}

/**
 * The header search once its code has loaded (see HeaderSearch): fetches the search index of the
 * page's language the first time it gets focus (so no page carries it in its JavaScript), matches
 * as the visitor types, and navigates on the client to the chosen result (a page in the same
 * language); Enter without a highlighted result opens that language's full results page.
 */
export function HeaderSearchCombobox({
  className,
  locale,
  words,
  defaultQuery,
  focus,
}: HeaderSearchComboboxProps) {
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(defaultQuery);
  const [index, setIndex] = useState<IndexState>({ status: 'idle' });

  const load = () => {
    if (index.status === 'loading' || index.status === 'ready') return;
    setIndex({ status: 'loading' });
    loadSearchIndex(locale).then(
      (documents) => setIndex({ status: 'ready', documents }),
      () => setIndex({ status: 'failed' }),
    );
  };

  // Before the browser paints or handles another key, so the next key lands in this input.
  useLayoutEffect(() => {
    const input = root.current?.querySelector('input');
    if (!input || !focus) return;
    input.focus();
    input.setSelectionRange(focus.start, focus.end);
    // Only at mount: later focus is the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const items: SiteSearchItem[] =
    index.status === 'ready'
      ? searchDocuments(index.documents, query).map((document) => ({
          id: document.id,
          title: document.title,
          description: document.description,
          type: words.typeLabels[document.type],
          href: document.url,
        }))
      : [];

  return (
    <SiteSearch
      ref={root}
      className={className}
      size="sm"
      dropdown="belowNavBar"
      label={words.searchLabel}
      placeholder={words.headerPlaceholder}
      suggestions={words.suggestions}
      suggestionsLabel={words.suggestionsLabel}
      items={items}
      defaultQuery={defaultQuery}
      // Typed into the plain box before this loaded: its matches show without another key.
      defaultOpen={focus !== null && defaultQuery.trim() !== ''}
      onQueryChange={setQuery}
      onFocusCapture={load}
      onSelect={(item) => void navigate(item.href)}
      onSubmit={(submitted) =>
        void navigate(`${localizedPath(locale, '/search')}?q=${encodeURIComponent(submitted)}`)
      }
      noResultsTitle={(typed) =>
        index.status === 'ready'
          ? fillTemplate(words.noResults, { query: typed })
          : index.status === 'failed'
            ? words.indexFailed
            : words.indexLoading
      }
      noResultsText={
        index.status === 'ready'
          ? words.noResultsHint
          : index.status === 'failed'
            ? words.indexFailedHint
            : null
      }
    />
  );
}

import { SiteSearch, type SiteSearchItem } from '@studio/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fillTemplate, searchPage } from '../content/search';
import type { SearchDocument } from '../search/searchDocument';
import { loadSearchIndex } from '../search/loadIndex';
import { searchDocuments } from '../search/match';

type IndexState =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; documents: SearchDocument[] };

export interface HeaderSearchProps {
  className?: string;
}

/**
 * The search box in the nav bar: fetches the site's search index the first time it gets focus
 * (so no page carries it in its JavaScript), matches as the visitor types, and navigates on the
 * client to the chosen result; Enter without a highlighted result opens the full results page.
 */
export function HeaderSearch({ className }: HeaderSearchProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<IndexState>({ status: 'idle' });

  const load = () => {
    if (index.status === 'loading' || index.status === 'ready') return;
    setIndex({ status: 'loading' });
    loadSearchIndex().then(
      (documents) => setIndex({ status: 'ready', documents }),
      () => setIndex({ status: 'failed' }),
    );
  };

  const items: SiteSearchItem[] =
    index.status === 'ready'
      ? searchDocuments(index.documents, query).map((document) => ({
          id: document.id,
          title: document.title,
          description: document.description,
          type: searchPage.typeLabels[document.type],
          href: document.url,
        }))
      : [];

  return (
    <SiteSearch
      className={className}
      size="sm"
      label={searchPage.searchLabel}
      placeholder={searchPage.headerPlaceholder}
      suggestions={searchPage.suggestions}
      suggestionsLabel={searchPage.suggestionsLabel}
      items={items}
      query={query}
      onQueryChange={setQuery}
      onFocusCapture={load}
      onSelect={(item) => void navigate(item.href)}
      onSubmit={(submitted) => {
        setQuery('');
        void navigate(`/search?q=${encodeURIComponent(submitted)}`);
      }}
      noResultsTitle={(typed) =>
        index.status === 'ready'
          ? fillTemplate(searchPage.noResults, { query: typed })
          : index.status === 'failed'
            ? searchPage.indexFailed
            : searchPage.indexLoading
      }
      noResultsText={
        index.status === 'ready'
          ? searchPage.noResultsHint
          : index.status === 'failed'
            ? searchPage.indexFailedHint
            : null
      }
    />
  );
}

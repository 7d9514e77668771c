import { Box, Button, Card, Container, Stack } from '@studio/ui';
import { quietNote } from '@studio/ui/css';
import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import { PageIntro } from '../components/PageIntro';
import { PageSearch } from '../components/PageSearch';
import { FullListing, MatchList } from '../components/SearchResults';
import { formatNumber, plural } from '@studio/content/intl';
import { fillTemplate } from '@studio/content/template';
import { useLocale } from '../i18n/locale';
import { contentLoader, localeOf } from '../contentSource.server';
import { pageHead } from '../head/meta';
import { searchListingFrom } from '../search/documents';
import { searchDocuments } from '../search/match';
import { useSearchIndex } from '../search/useSearchIndex';
import { useHydrated } from '../hydration/useHydrated';
import * as styles from './search.css';

export const loader = contentLoader(async (content, { request }) => {
  // Titles and descriptions only, for the first paint: once hydrated the page reads the search
  // index file of its language (useSearchIndex), which carries the bodies and what was
  // published since.
  return {
    content: await content.page('search'),
    documents: await searchListingFrom(content, localeOf(request)),
  };
});

// Typing only changes the query string; the listing is already here, so do not load it again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export const meta = pageHead('/search');

export default function SearchPage() {
  const { content, documents } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page has no query string: read it only once hydrated, so both renders agree.
  const hydrated = useHydrated();
  const addressQuery = hydrated ? (searchParams.get('q') ?? '') : '';
  // The box keeps its own value: the address updates a moment after each keystroke, and
  // binding the box to it directly would drop characters typed in between.
  const [query, setQuery] = useState(addressQuery);
  const ownWrites = useRef(new Set<string>());
  const typed = useRef(false);
  const firstRead = useRef(true);
  useEffect(() => {
    if (!hydrated) return;
    const first = firstRead.current;
    firstRead.current = false;
    if (ownWrites.current.delete(addressQuery)) return;
    // What the visitor typed while the page was loading wins over the address it was opened at.
    if (first && typed.current) return;
    // Changed from elsewhere (first load, the header search, history): show it.
    setQuery(addressQuery);
  }, [addressQuery, hydrated]);

  const trimmed = query.trim();
  // The fresh index is fetched once there is something to find: a visitor who opens the page
  // and leaves it empty downloads none of it.
  const index = useSearchIndex(hydrated && trimmed !== '', locale);
  const source = typeof index === 'string' ? documents : index;
  const results = searchDocuments(source, trimmed);
  // Until the index is here, "no results" may not be true yet.
  const pending = index === 'loading' && results.length === 0;

  const changeQuery = (value: string) => {
    typed.current = true;
    setQuery(value);
    ownWrites.current.add(value);
    setSearchParams(value === '' ? {} : { q: value }, { replace: true, preventScrollReset: true });
  };

  return (
    <Container>
      <PageIntro title={content.title} lead={content.intro} />
      <Stack gap="5" paddingBottom="9">
        <PageSearch
          label={content.searchLabel}
          placeholder={content.searchPlaceholder}
          value={query}
          onValueChange={changeQuery}
        />
        <p className={results.length > 0 || pending ? quietNote : styles.emptyTitle} role="status">
          {trimmed === ''
            ? fillTemplate(content.resultCount.all, { count: formatNumber(locale, results.length) })
            : pending
              ? content.indexLoading
              : results.length > 0
                ? plural(locale, results.length, content.resultCount, { query: trimmed })
                : fillTemplate(content.noResults, { query: trimmed })}
        </p>
        {trimmed === '' ? (
          <FullListing documents={source} labels={content} />
        ) : results.length > 0 ? (
          <MatchList results={results} labels={content} />
        ) : pending ? null : (
          <Card padding="lg">
            <Stack gap="3" align="flex-start">
              <Box as="p" color="muted">
                {content.noResultsHint}
              </Box>
              <Button onClick={() => changeQuery('')}>{content.browseAll}</Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}

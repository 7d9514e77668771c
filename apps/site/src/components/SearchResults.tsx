import { Badge, Button, Card, Grid, Stack } from '@studio/ui';
import { quietNote } from '@studio/ui/css';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from './SiteLink';
// A studio's stored search page from before tracks were searchable has no label for them.
import type { SearchPageContent } from '@studio/content/search';
import { fillTemplate } from '@studio/content/template';
import type { SearchDocumentType, SearchListingEntry } from '../search/searchDocument';
import * as styles from './SearchResults.css';

/** How many entries one page of the full listing shows. */
export const LISTING_PAGE_SIZE = 12;
/** The order of the groups in the full listing. */
const GROUP_ORDER: readonly SearchDocumentType[] = ['page', 'help', 'faq', 'article', 'track'];

type Labels = Pick<
  SearchPageContent,
  | 'typeLabels'
  | 'typeGroups'
  | 'listingPages'
  | 'pageOf'
  | 'previousPage'
  | 'nextPage'
  | 'resultsLabel'
>;

function ResultCard({
  result,
  labels,
  headingLevel,
}: {
  result: SearchListingEntry;
  labels: Labels;
  headingLevel: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li>
      <Card asChild interactive fill>
        <RouterLink to={result.url}>
          <Stack gap="2" className={styles.result}>
            <Badge
              tone={result.type === 'page' ? 'info' : 'neutral'}
              size="sm"
              className={styles.badge}
            >
              {labels.typeLabels[result.type]}
            </Badge>
            <Heading className={styles.resultTitle}>{result.title}</Heading>
            <p className={styles.resultText}>{result.description}</p>
          </Stack>
        </RouterLink>
      </Card>
    </li>
  );
}

/** The matches for a query, best first. */
export function MatchList({
  results,
  labels,
}: {
  results: readonly SearchListingEntry[];
  labels: Labels;
}) {
  return (
    <Grid as="ul" columns={{ base: '1', desktop: '2' }} gap="3" aria-label={labels.resultsLabel}>
      {results.map((result) => (
        <ResultCard key={result.id} result={result} labels={labels} headingLevel={2} />
      ))}
    </Grid>
  );
}

/**
 * Everything the site search knows, for an empty query: grouped by kind (pages, help topics,
 * FAQ answers, news) and shown a page of twelve at a time, with Previous and Next.
 */
export function FullListing({
  documents,
  labels,
}: {
  documents: readonly SearchListingEntry[];
  labels: Labels;
}) {
  const [page, setPage] = useState(0);
  const first = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const ordered = GROUP_ORDER.flatMap((type) => documents.filter((entry) => entry.type === type));
  const pages = Math.max(1, Math.ceil(ordered.length / LISTING_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = ordered.slice(current * LISTING_PAGE_SIZE, (current + 1) * LISTING_PAGE_SIZE);
  const groups = GROUP_ORDER.map((type) => ({
    type,
    label: labels.typeGroups[type],
    entries: shown.filter((entry) => entry.type === type),
  })).filter((group) => group.entries.length > 0);

  // After Previous or Next, the page's first group heading takes focus (and scrolls into view),
  // so keyboard and screen-reader users start reading the new page.
  useEffect(() => {
    if (!moved.current) return;
    first.current?.focus();
  }, [current]);
  const go = (next: number) => {
    moved.current = true;
    setPage(next);
  };

  return (
    <Stack gap="6">
      {groups.map((group, index) => (
        <section key={group.type} aria-labelledby={`search-group-${group.type}`}>
          <h2
            id={`search-group-${group.type}`}
            className={styles.groupTitle}
            ref={index === 0 ? first : undefined}
            tabIndex={-1}
          >
            {group.label}
          </h2>
          <Grid as="ul" columns={{ base: '1', desktop: '2' }} gap="3" aria-label={group.label}>
            {group.entries.map((result) => (
              <ResultCard key={result.id} result={result} labels={labels} headingLevel={3} />
            ))}
          </Grid>
        </section>
      ))}
      {pages > 1 ? (
        <Stack
          as="nav"
          direction="row"
          align="center"
          justify="space-between"
          gap="3"
          aria-label={labels.listingPages}
        >
          <Button variant="secondary" disabled={current === 0} onClick={() => go(current - 1)}>
            {labels.previousPage}
          </Button>
          <p className={quietNote} aria-live="polite">
            {fillTemplate(labels.pageOf, { page: current + 1, pages })}
          </p>
          <Button
            variant="secondary"
            disabled={current === pages - 1}
            onClick={() => go(current + 1)}
          >
            {labels.nextPage}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

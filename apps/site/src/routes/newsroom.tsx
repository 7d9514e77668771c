import {
  Button,
  Card,
  FilterTabs,
  Heading,
  Text,
  TextField,
  Section,
  Grid,
  Stack,
} from '@studio/ui';
import { MediaTitle } from '../components/MediaPageParts';
import { MediaPage } from '../components/PageColumn';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { CategoryBadge } from '../components/CategoryBadge';
import { Picture } from '../components/Picture';
import { StoryCard } from '../components/StoryCard';
import { fillTemplate } from '@studio/content/template';
import {
  FEED_PATHS,
  articlePath,
  matchesCategory,
  matchesQuery,
  newsroomStories,
} from '@studio/content/newsroom';
import { newsCategories } from '@studio/content/articles';
import { contentSource } from '../contentSource.server';
import { headFor, siteHeadOf } from '../head/meta';
import * as page from './media-pages.css';
import * as styles from './newsroom.css';

export async function loader({ context }: LoaderFunctionArgs) {
  const content = contentSource(context);
  const [newsroom, articles] = await Promise.all([content.page('newsroom'), content.articles()]);
  return {
    ...newsroom,
    ...newsroomStories(articles),
    categories: [...newsCategories],
    feedPaths: FEED_PATHS,
  };
}

export const meta: MetaFunction = ({ matches }) => headFor(siteHeadOf(matches), '/newsroom');

export default function NewsroomPage() {
  const content = useLoaderData<typeof loader>();
  const { featured } = content;
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>('All');
  const [expanded, setExpanded] = useState(false);
  const searchId = useId();
  const firstNewStory = useRef<HTMLAnchorElement | null>(null);
  const focusFirstNew = useRef(false);

  const matching = useMemo(
    () =>
      content.stories.filter(
        (story) => matchesCategory(story, category) && matchesQuery(story, query),
      ),
    [content.stories, category, query],
  );
  const visible = expanded ? matching : matching.slice(0, content.initialCount);
  const hasMore = matching.length > content.initialCount;

  // After Load More, keyboard and screen-reader users continue at the first story it revealed.
  useEffect(() => {
    if (expanded && focusFirstNew.current) {
      focusFirstNew.current = false;
      firstNewStory.current?.focus();
    }
  }, [expanded]);

  return (
    <MediaPage>
      <MediaTitle eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />

      {featured ? (
        <section aria-labelledby="featured-story-title">
          <Card asChild interactive padding="none">
            <Link to={articlePath(featured)}>
              <div className={styles.featuredLayout}>
                <Picture
                  image={featured.image}
                  priority
                  sizes="(min-width: 768px) 55vw, 100vw"
                  className={styles.featuredImage}
                />
                <div className={styles.featuredBody}>
                  <p className={page.eyebrow}>{content.featuredLabel}</p>
                  <div className={styles.meta}>
                    <CategoryBadge category={featured.category} />
                    <Text as="span" size="sm" tone="muted">
                      {featured.date}
                    </Text>
                  </div>
                  <Heading level={2} size="xl" id="featured-story-title">
                    {featured.title}
                  </Heading>
                  <Text tone="muted">{featured.text}</Text>
                  <span className={styles.readMore}>
                    {content.readMore} <span aria-hidden="true">→</span>
                  </span>
                </div>
              </div>
            </Link>
          </Card>
        </section>
      ) : null}

      <Section heading={content.latestHeading}>
        <TextField
          id={searchId}
          type="search"
          aria-label={content.searchLabel}
          placeholder={content.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.search}
        />
        <FilterTabs
          label={content.categoriesLabel}
          options={content.categories.map((value) => ({ value, label: value }))}
          value={category}
          onValueChange={setCategory}
          overflow="scroll"
          panelClassName={styles.panel}
        >
          {visible.length > 0 ? (
            <Grid as="ul" minItemWidth="18rem" repeat="fill" gap="5">
              {visible.map((story, index) => (
                <li key={story.id}>
                  <StoryCard
                    story={story}
                    to={articlePath(story)}
                    linkRef={
                      index === content.initialCount
                        ? (element) => {
                            firstNewStory.current = element;
                          }
                        : undefined
                    }
                  />
                </li>
              ))}
            </Grid>
          ) : (
            <Grid gap="2" paddingY="5" role="status">
              <p className={styles.emptyTitle}>
                {query.trim()
                  ? fillTemplate(content.noResults, { query: query.trim() })
                  : content.noResultsInCategory}
              </p>
              <p className={page.muted}>{content.noResultsHint}</p>
            </Grid>
          )}
          {hasMore ? (
            <Button
              variant="secondary"
              className={styles.more}
              onClick={() => {
                focusFirstNew.current = !expanded;
                setExpanded(!expanded);
              }}
            >
              {expanded ? content.showLess : content.loadMore}
            </Button>
          ) : null}
        </FilterTabs>
      </Section>

      <section className={styles.feeds} aria-labelledby="feeds-title">
        <Heading level={2} size="md" id="feeds-title">
          {content.feeds.heading}
        </Heading>
        <p className={page.muted}>{content.feeds.text}</p>
        <Stack as="ul" direction="row" wrap>
          <li>
            <a href={content.feedPaths.rss} type="application/rss+xml" className={styles.feedLink}>
              {content.feeds.rss}
            </a>
          </li>
          <li>
            <a
              href={content.feedPaths.atom}
              type="application/atom+xml"
              className={styles.feedLink}
            >
              {content.feeds.atom}
            </a>
          </li>
        </Stack>
      </section>
    </MediaPage>
  );
}

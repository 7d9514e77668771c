import {
  Box,
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
import { sprinkles } from '@studio/ui/css';
import { MediaTitle } from '../components/MediaTitle';
import { MediaPage } from '../components/PageColumn';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '../components/SiteLink';
import { CategoryBadge } from '../components/CategoryBadge';
import { useWords } from '../i18n/siteWords';
import { Picture } from '../components/Picture';
import { StoryCard } from '../components/StoryCard';
import { fillTemplate } from '@studio/content/template';
import {
  articlePath,
  matchesCategory,
  matchesQuery,
  newsroomStories,
} from '@studio/content/newsroom';
import { newsCategories } from '@studio/content/articles';
import { contentLoader, localeOf, wordsFor } from '../contentSource.server';
import { feedPathsOf, pageHead } from '../head/meta';
import * as page from './media-pages.css';
import * as styles from './newsroom.css';

export const loader = contentLoader(async (content, { request }) => {
  const [newsroom, articles, words] = await Promise.all([
    content.page('newsroom'),
    content.articles(),
    wordsFor(content, ['categories']),
  ]);
  return {
    ...newsroom,
    ...newsroomStories(articles),
    categories: [...newsCategories],
    // The page's own language's feeds (`/hi/newsroom/rss.xml` on the Hindi newsroom).
    feedPaths: feedPathsOf(localeOf(request)),
    words,
  };
});

export const meta = pageHead('/newsroom');

export default function NewsroomPage() {
  const content = useLoaderData<typeof loader>();
  const categoryNames = useWords('categories');
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
        // The chip's word as the page shows it: a Hindi title holds the Hindi word.
        (story) =>
          (category === 'All' ||
            matchesCategory(story, categoryNames[category as keyof typeof categoryNames])) &&
          matchesQuery(story, query),
      ),
    [content.stories, category, categoryNames, query],
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
                <Box display="grid" gap="3" padding={{ base: '5', mobile: '6' }}>
                  <p className={page.eyebrow}>{content.featuredLabel}</p>
                  <Stack direction="row" wrap align="center" gap="3">
                    <CategoryBadge category={featured.category} />
                    <Text as="span" size="sm" tone="muted">
                      {featured.date}
                    </Text>
                  </Stack>
                  <Heading level={2} size="xl" id="featured-story-title">
                    {featured.title}
                  </Heading>
                  <Text tone="muted">{featured.text}</Text>
                  <span className={styles.readMore}>
                    {content.readMore} <span aria-hidden="true">→</span>
                  </span>
                </Box>
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
          options={content.categories.map((value) => ({ value, label: categoryNames[value] }))}
          value={category}
          onValueChange={setCategory}
          overflow="scroll"
          panelClassName={sprinkles({ display: 'grid', gap: '5', paddingTop: '4' })}
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
              <Box as="p" color="muted">
                {content.noResultsHint}
              </Box>
            </Grid>
          )}
          {hasMore ? (
            <Button
              variant="secondary"
              className={sprinkles({ justifySelf: 'center' })}
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

      <Box
        as="section"
        display="grid"
        gap="2"
        padding="5"
        borderRadius="lg"
        background="surface"
        border="standard"
        aria-labelledby="feeds-title"
      >
        <Heading level={2} size="md" id="feeds-title">
          {content.feeds.heading}
        </Heading>
        <Box as="p" color="muted">
          {content.feeds.text}
        </Box>
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
      </Box>
    </MediaPage>
  );
}

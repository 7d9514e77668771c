import { Box, Heading, RichText, Section, Grid, Stack } from '@studio/ui';
import { quietNote } from '@studio/ui/css';
import { MediaPage } from '../components/PageColumn';
import {
  isRouteErrorResponse,
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type MetaArgs,
} from 'react-router';
import { Link } from '../components/SiteLink';
import type { NewsArticle } from 'schema-dts';
import { ArticleInteractions } from '../components/ArticleInteractions';
import { ArticleEmbed } from '../components/ArticleEmbed';
import { BackLink } from '../components/BackLink';
import { outlinedPanel } from '../components/outlinedPanel';
import { CategoryBadge } from '../components/CategoryBadge';
import { Picture } from '../components/Picture';
import { StoryCard } from '../components/StoryCard';
import { GENERAL_ARTICLE_PATH, articleForSlug, type ArticlePage } from '@studio/content/newsroom';
import { imageUrl } from '@studio/content/images';
import { ARTICLE_PATH_PREFIX, articlePathOf } from '@studio/contracts/site-pages';
import { articleAlternates, contentLoader, wordsFor } from '../contentSource.server';
import {
  absoluteUrl,
  pageHead,
  type Alternates,
  type HeadOverrides,
  type SiteHead,
} from '../head/meta';
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  localizedPath,
  splitLocale,
  type Locale,
} from '@studio/contracts/locales';
import { fillTemplate } from '@studio/content/template';
import type { SiteWords } from '@studio/content/siteWords';
import { pickWords, useWords, wordsOf } from '../i18n/siteWords';
import * as page from './media-pages.css';

/** The width of an editor's share image the head names (its nearest encoded width is served). */
const SHARE_IMAGE_WIDTH = 1200;
import * as styles from './article.css';

/** The site's words an article's page shows beyond the shell's. */
const ARTICLE_WORDS = ['article', 'interactions', 'form', 'categories'] as const;
type ArticleRouteData = ArticlePage & {
  alternates: Alternates;
  words: Pick<SiteWords, (typeof ARTICLE_WORDS)[number]>;
};

// Runs at prerender for every known article (and the general one).
export const loader = contentLoader(
  async (content, { params, context }): Promise<ArticleRouteData> => {
    const page = articleForSlug(await content.articles(), params.slug);
    // The general article stands in for unknown slugs: it names no other language's page.
    const alternates = page.isGeneral ? {} : await articleAlternates(context, page.article);
    return { ...page, alternates, words: await wordsFor(content, ARTICLE_WORDS) };
  },
);

// A client navigation reads the article's data file, which the server writes for every published
// article, so it shows what the store holds now; for an unknown slug the server answers the
// general article's data. A static host without that fallback answers 404: the general article
// then renders from the default stories and in the default language's words, loaded only then
// so that the page's code carries no article bodies and no words.
export async function clientLoader({
  params,
  serverLoader,
}: ClientLoaderFunctionArgs): Promise<ArticleRouteData> {
  try {
    return await serverLoader<typeof loader>();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) {
      const [{ allArticles, generalArticle }, { siteWords }] = await Promise.all([
        import('@studio/content/articleStories'),
        import('@studio/content/siteWords'),
      ]);
      return {
        ...articleForSlug({ all: allArticles, general: generalArticle }, params.slug),
        alternates: {},
        words: pickWords(siteWords, ARTICLE_WORDS),
      };
    }
    throw error;
  }
}

/** An article page's data as its head reads it. */
type ArticleHeadData = NonNullable<MetaArgs<typeof loader>['data']>;

/**
 * The path whose head an article's page has: its own, the general article's (also before its
 * data is there), or for a slug that is not there the 404 page's (noindex, no canonical address).
 */
function headPathOf(data: ArticleHeadData | undefined): string {
  if (!data) return GENERAL_ARTICLE_PATH;
  if (data.isUnknown) return '*';
  return data.isGeneral ? GENERAL_ARTICLE_PATH : articlePathOf(data.slug);
}

export const meta = pageHead<typeof loader>(
  ({ data }) => headPathOf(data),
  ({ data, location, matches }, site) =>
    data
      ? articleHead(data, site, splitLocale(location.pathname).locale, wordsOf(matches, 'article'))
      : {},
);

/** What an article's head says beyond its path's: its title, story, share image and search overrides. */
function articleHead(
  data: ArticleHeadData,
  site: SiteHead,
  locale: Locale,
  words: SiteWords['article'] | null,
): HeadOverrides {
  const { article, isUnknown } = data;
  if (isUnknown)
    return { title: words?.notFoundTitle ?? article.title, description: article.subtitle };
  const { origin } = site;
  const path = localizedPath(locale, headPathOf(data));
  const newsArticle: NewsArticle = {
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.subtitle,
    datePublished: article.isoDate,
    articleSection: article.category,
    image: [absoluteUrl(origin, imageUrl(article.image, 1600))],
    author: { '@type': 'Organization', name: article.author },
    publisher: { '@type': 'Organization', name: site.identity.name },
    mainEntityOfPage: absoluteUrl(origin, path),
    inLanguage: LOCALE_INFO[locale].tag,
  };
  const { seo } = article;
  const shareImage = seo?.image;
  const shareWidth = shareImage
    ? ([...shareImage.widths].sort((a, b) => a - b).find((width) => width >= SHARE_IMAGE_WIDTH) ??
      Math.max(...shareImage.widths))
    : 0;
  return {
    title: article.title,
    description: seo?.description ?? article.subtitle,
    crumb: article.title,
    type: 'article',
    jsonLd: [newsArticle],
    alternates: data.alternates,
    ...(seo?.title ? { metaTitle: seo.title } : {}),
    ...(seo?.noindex ? { noindex: true } : {}),
    ...(shareImage
      ? {
          image: {
            url: absoluteUrl(origin, imageUrl(shareImage, SHARE_IMAGE_WIDTH)),
            width: shareWidth,
            height: Math.round((shareWidth * shareImage.height) / shareImage.width),
            alt: shareImage.alt,
          },
        }
      : {}),
  };
}

export default function ArticleRoute() {
  const { article, slug, isGeneral, isUnknown, related, alternates } =
    useLoaderData<typeof loader>();
  const words = useWords('article');
  // One story in every language: its likes, rating and comments are its default language's
  // page's (the API knows the story by that slug).
  const storySlug = alternates[DEFAULT_LOCALE]?.slice(ARTICLE_PATH_PREFIX.length) ?? slug;
  return (
    <MediaPage>
      <BackLink to="/newsroom" label={words.back} className={page.back} />

      {isUnknown && (
        <Box
          role="note"
          aria-labelledby="story-not-found"
          {...outlinedPanel}
          gap="2"
          className={styles.notice}
        >
          <Heading level={2} size="lg" id="story-not-found">
            {words.notFoundHeading}
          </Heading>
          <p>{words.notFoundText}</p>
          <p>
            <Link to="/newsroom">{words.toNewsroom}</Link>
          </p>
        </Box>
      )}

      <Box
        as="article"
        display="grid"
        gap="6"
        className={styles.article}
        aria-labelledby="article-title"
      >
        <Box as="header" display="grid" gap="3">
          <Stack direction="row" wrap align="center" gap="3">
            <time dateTime={article.isoDate} className={quietNote}>
              {article.date}
            </time>
            <CategoryBadge category={article.category} />
          </Stack>
          <Heading level={1} size="2xl" id="article-title">
            {article.title}
          </Heading>
          <p className={page.lead}>{article.subtitle}</p>
          <Box as="p" color="muted">
            {fillTemplate(words.byline, { author: article.author })}
          </Box>
        </Box>
        <Picture
          image={article.image}
          priority
          sizes="(min-width: 1024px) 60rem, 100vw"
          className={styles.hero}
        />
        <RichText value={article.body} renderEmbed={(embed) => <ArticleEmbed embed={embed} />} />
      </Box>

      {/* Keyed by slug: moving to another article starts its own draft and state. The general
          article stands for a story that is not here: there is nothing to like or comment on. */}
      {isGeneral || isUnknown ? null : (
        <ArticleInteractions key={storySlug} slug={storySlug} title={article.title} />
      )}

      <Section heading={words.related} headingSize="lg">
        <Grid as="ul" columns={{ base: '1', mobile: '2' }} gap="5">
          {related.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} to={story.to} />
            </li>
          ))}
        </Grid>
      </Section>
    </MediaPage>
  );
}

import { Badge, Heading, Section, Grid } from '@studio/ui';
import { MediaPage } from '../components/PageColumn';
import { useLoaderData, type MetaFunction, type LoaderFunctionArgs } from 'react-router';
import type { NewsArticle } from 'schema-dts';
import { ArticleInteractions } from '../components/ArticleInteractions';
import { BackLink } from '../components/BackLink';
import { Picture } from '../components/Picture';
import { StoryCard } from '../components/StoryCard';
import { GENERAL_ARTICLE_PATH, articleForSlug, type ArticlePage } from '@studio/content/newsroom';
import { type ArticleBlock } from '@studio/content/articles';
import { defaultArticles } from '@studio/content/defaultSource';
import { imageUrl } from '@studio/content/images';
import { siteConfig } from '@studio/content/site';
import { contentSource } from '../contentSource.server';
import { absoluteUrl, headFor, siteHeadOf } from '../head/meta';
import * as page from './media-pages.css';
import * as styles from './article.css';

type Params = { params: { slug?: string } };

// Runs at prerender for every known article (and the general one).
export async function loader({ params, context }: LoaderFunctionArgs): Promise<ArticlePage> {
  return articleForSlug(await contentSource(context).articles(), params.slug);
}

// Client navigations resolve from the bundled index, so an unknown slug renders the general
// article at once instead of fetching data that was never prerendered.
export function clientLoader({ params }: Params): ArticlePage {
  return articleForSlug(defaultArticles, params.slug);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteHeadOf(matches);
  const { origin } = site;
  if (!data) return headFor(site, GENERAL_ARTICLE_PATH);
  const { article, slug, isGeneral } = data;
  const path = isGeneral ? GENERAL_ARTICLE_PATH : `/article/${slug}`;
  const newsArticle: NewsArticle = {
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.subtitle,
    datePublished: article.isoDate,
    articleSection: article.category,
    image: [absoluteUrl(origin, imageUrl(article.image, 1600))],
    author: { '@type': 'Organization', name: article.author },
    publisher: { '@type': 'Organization', name: siteConfig.name },
    mainEntityOfPage: absoluteUrl(origin, path),
  };
  return headFor(site, path, {
    title: article.title,
    description: article.subtitle,
    crumb: article.title,
    type: 'article',
    jsonLd: [newsArticle],
  });
};

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Heading level={2} size="lg">
          {block.text}
        </Heading>
      );
    case 'quote':
      return (
        <figure className={styles.quote}>
          <blockquote className={styles.quoteText}>
            <p>{block.text}</p>
          </blockquote>
          <figcaption className={styles.quoteCite}>— {block.cite}</figcaption>
        </figure>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    default:
      return <p className={styles.paragraph}>{block.text}</p>;
  }
}

export default function ArticleRoute() {
  const { article, slug, related, comments, initialLikes } = useLoaderData<typeof loader>();
  return (
    <MediaPage>
      <BackLink to="/newsroom" label="Back to Newsroom" className={page.back} />

      <article className={styles.article} aria-labelledby="article-title">
        <header className={styles.header}>
          <div className={styles.meta}>
            <time dateTime={article.isoDate} className={styles.date}>
              {article.date}
            </time>
            <Badge tone={article.color}>{article.category}</Badge>
          </div>
          <Heading level={1} size="2xl" id="article-title">
            {article.title}
          </Heading>
          <p className={page.lead}>{article.subtitle}</p>
          <p className={page.muted}>By {article.author}</p>
        </header>
        <Picture
          image={article.image}
          priority
          sizes="(min-width: 1024px) 60rem, 100vw"
          className={styles.hero}
        />
        <div className={styles.body}>
          {article.body.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </div>
      </article>

      {/* Keyed by slug: moving to another article starts its own draft and state. */}
      <ArticleInteractions
        key={slug}
        slug={slug}
        title={article.title}
        initialLikes={initialLikes}
        seedComments={comments}
      />

      <Section heading="Related Articles" headingSize="lg">
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

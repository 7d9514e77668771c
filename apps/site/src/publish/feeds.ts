// The newsroom's RSS 2.0 and Atom feeds, from the articles the pages render (the same content
// source), so a feed can never disagree with the site.
import { Feed } from 'feed';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RichText, type RichTextEmbed } from '@studio/ui';
import type { Article } from '@studio/content/articles';
import { imageUrl } from '@studio/content/images';
import { articlePath, type NewsroomContent } from '@studio/content/newsroom';
import type { StudioIdentity } from '@studio/content/site';
import { LOCALE_INFO, localizedPath, type Locale } from '@studio/contracts/locales';
import { playerOf } from '../components/articleEmbeds';
import { feedPathsOf } from '../head/meta';
import { routeWordsIn } from '@studio/content/languages';
import { labelOf, routeFor } from '../routeTable';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A site-relative URL (`/media/…`, not `//host/…`) made absolute on `base`; others as they are. */
const absolute = (url: string, base: string) => (/^\/(?!\/)/.test(url) ? `${base}${url}` : url);

/**
 * Every link and image of `html` made absolute: a feed reader resolves site-relative URLs against
 * no page (or its own). Attribute values are as React writes them (double-quoted; `srcSet`).
 */
export function absoluteUrls(html: string, base: string): string {
  return html
    .replace(
      /(\s(?:href|src)=")([^"]*)"/g,
      (_, attribute: string, url: string) => `${attribute}${absolute(url, base)}"`,
    )
    .replace(/(\ssrcset=")([^"]*)"/gi, (_, attribute: string, list: string) => {
      const candidates = list.split(',').map((candidate) => {
        const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
        return [absolute(url, base), ...descriptor].join(' ');
      });
      return `${attribute}${candidates.join(', ')}"`;
    });
}

/**
 * An article's body as the HTML a feed reader shows: drawn by the page's own renderer, so the
 * feed keeps exactly what the allow-list lets onto the page, with absolute links and images.
 */
export function bodyHtml(body: Article['body'], base: string): string {
  const html = renderToStaticMarkup(
    createElement(RichText, { value: body, renderEmbed: embedLink }),
  );
  // Feed readers have none of the site's styles, and the class names differ between the build
  // (the package's compiled CSS) and the run-time renderer (the site's): the feed keeps neither.
  return absoluteUrls(html.replace(/ class="[^"]*"/g, ''), base);
}

/** Feed readers frame no players: an embed becomes a link to the item on its platform. */
function embedLink(embed: RichTextEmbed) {
  const player = playerOf(embed);
  return player
    ? createElement('p', null, createElement('a', { href: player.page(embed.id) }, embed.title))
    : null;
}

export interface FeedSources {
  origin: string;
  /** The feeds' language: their words, `<language>`, addresses and file paths are its own. */
  locale: Locale;
  identity: Pick<StudioIdentity, 'name' | 'email'>;
  newsroom: Pick<NewsroomContent, 'intro'>;
  articles: readonly Article[];
}

/** Both feeds of one language as files: site-relative path → XML. */
export function buildFeeds({
  origin,
  locale,
  identity,
  newsroom,
  articles,
}: FeedSources): Map<string, string> {
  const base = origin.replace(/\/$/, '');
  const newest = articles[0];
  const { tag } = LOCALE_INFO[locale];
  const newsroomPath = localizedPath(locale, '/newsroom');
  const paths = feedPathsOf(locale);
  const feed = new Feed({
    title: `${identity.name} ${labelOf(routeFor('/newsroom'), routeWordsIn(locale))}`,
    description: newsroom.intro,
    id: `${base}${newsroomPath}`,
    link: `${base}${newsroomPath}`,
    language: tag,
    ...(newest ? { image: `${base}${imageUrl(newest.image)}` } : {}),
    favicon: `${base}/favicon.svg`,
    copyright: `© ${newest ? new Date(newest.isoDate).getUTCFullYear() : ''} ${identity.name}`,
    ...(newest ? { updated: new Date(`${newest.isoDate}T00:00:00Z`) } : {}),
    generator: false,
    feedLinks: { rss: `${base}${paths.rss}`, atom: `${base}${paths.atom}` },
    author: { name: identity.name, email: identity.email, link: base },
  });
  for (const article of articles) {
    // A URL, not an IRI: a Hindi slug is percent-encoded.
    const link = `${base}${encodeURI(localizedPath(locale, articlePath(article)))}`;
    // The library sends an item's title and summary as HTML (RSS readers read them so too):
    // escaped, they show as the plain text they are, never as markup.
    feed.addItem({
      title: escapeHtml(article.title),
      id: link,
      link,
      date: new Date(`${article.isoDate}T00:00:00Z`),
      description: escapeHtml(article.text),
      content: `<p><em>${escapeHtml(article.subtitle)}</em></p>\n${bodyHtml(article.body, base)}`,
      category: [{ name: article.category }],
      author: [{ name: article.author }],
      image: { url: `${base}${imageUrl(article.image)}`, type: 'image/webp' },
    });
  }
  // The library writes RSS's <language> but no language on Atom's feed element.
  const atom = feed
    .atom1()
    .replace(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${tag}">`,
    );
  return new Map([
    [paths.rss, feed.rss2()],
    [paths.atom, atom],
  ]);
}

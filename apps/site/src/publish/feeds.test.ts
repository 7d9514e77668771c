import { describe, expect, it } from 'vitest';
import type { Article } from '@studio/content/articles';
import { defaultArticles } from '@studio/content/defaultSource';
import { newsroom } from '@studio/content/newsroom';
import { siteConfig } from '@studio/content/site';
import { bodyOf, hostileBody } from '../test/articleBodies';
import { buildFeeds } from './feeds';

const ORIGIN = 'https://studio.example';

const feedsOf = (articles: readonly Article[]) =>
  buildFeeds({ origin: ORIGIN, locale: 'en', identity: siteConfig, newsroom, articles });

describe('the newsroom feeds', () => {
  it('carry every article with its body as HTML, in RSS and Atom', () => {
    const feeds = feedsOf(defaultArticles.all);
    for (const xml of [feeds.get('/newsroom/rss.xml')!, feeds.get('/newsroom/atom.xml')!]) {
      for (const article of defaultArticles.all)
        expect(xml).toContain(`${ORIGIN}/article/${article.id}`);
      expect(xml).toContain('A song made for singing along</h2>');
      expect(xml).toContain('<li>Streaming now on every major service');
      expect(xml).toContain('<blockquote>We wanted the listener');
      expect(xml).not.toContain('class=');
    }
  });

  it('leave out a javascript: link and unknown nodes of a stored body, keeping the allowed words', () => {
    const hostile: Article = { ...defaultArticles.all[0]!, id: 'hostile-body', body: hostileBody };

    for (const xml of feedsOf([hostile]).values()) {
      expect(xml).toContain('Read the liner notes');
      expect(xml).not.toMatch(/javascript:|alert\(|onerror|(<|&lt;)script/);
    }
  });

  it('link an embedded player to its page on the platform, since feed readers frame no players', () => {
    const body = bodyOf({
      type: 'embed',
      version: 1,
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      title: 'Lyric video',
    });
    const rss = feedsOf([{ ...defaultArticles.all[0]!, body }]).get('/newsroom/rss.xml')!;
    expect(rss).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Lyric video</a>');
    expect(rss).not.toContain('<iframe');
  });

  it('make every link and image of an item absolute', () => {
    const body = bodyOf(
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [
          {
            type: 'link',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            url: '/contact',
            rel: null,
            target: null,
            title: null,
            children: [
              {
                type: 'text',
                version: 1,
                text: 'Write to us',
                format: 0,
                detail: 0,
                mode: 'normal',
                style: '',
              },
            ],
          },
        ],
      },
      {
        type: 'image',
        version: 1,
        image: {
          mediaId: 'm1',
          alt: 'The live room',
          width: 1600,
          height: 900,
          sources: [
            { url: '/media/live-room-800.webp', width: 800, format: 'webp' },
            { url: '/media/live-room.webp', width: 1600, format: 'webp' },
          ],
        },
      },
    );
    for (const xml of feedsOf([{ ...defaultArticles.all[0]!, body }]).values()) {
      expect(xml).toMatch(new RegExp(`<a [^>]*href="${ORIGIN}/contact">Write to us</a>`));
      expect(xml).toContain(`src="${ORIGIN}/media/live-room.webp"`);
      expect(xml.toLowerCase()).toContain(
        `srcset="${ORIGIN}/media/live-room-800.webp 800w, ${ORIGIN}/media/live-room.webp 1600w"`,
      );
      expect(xml).not.toMatch(/(href|src)="\/|srcset="[^"]*(^|[\s,])\//i);
    }
  });

  it('send titles and summaries as plain text: markup in them is escaped, never markup', () => {
    const title = 'Feed <img src=x onerror=alert(1)> & friends';
    const text = 'A summary with <b>markup</b> & more';
    const article: Article = { ...defaultArticles.all[0]!, title, text };
    for (const xml of feedsOf([article]).values()) {
      expect(xml).toContain('Feed &lt;img src=x onerror=alert(1)&gt; &amp; friends');
      expect(xml).toContain('A summary with &lt;b&gt;markup&lt;/b&gt; &amp; more');
      expect(xml).not.toContain('<img src=x');
      expect(xml).not.toContain('<b>markup');
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Article } from '@studio/content/articles';
import { defaultArticles } from '@studio/content/defaultSource';
import { newsroom } from '@studio/content/newsroom';
import { siteConfig } from '@studio/content/site';
import { bodyOf, hostileBody } from '../test/articleBodies';
import { buildFeeds } from './feeds';

const ORIGIN = 'https://studio.example';

const feedsOf = (articles: readonly Article[]) =>
  buildFeeds({ origin: ORIGIN, identity: siteConfig, newsroom, articles });

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
});

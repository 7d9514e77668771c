import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import {
  Article,
  richTextProblems,
  slugify,
  type ContentData,
  type PublishedEntry,
} from '@studio/contracts';
import { defaultArticles } from './defaultSource.js';
import { imageUrl, srcSetOf } from './images.js';
import { newsroomStories } from './newsroom.js';
import { articlesFromStore, defaultArticleEntries } from './storeArticles.js';
import type { SeedEntry } from './storeSeed.js';

/** The seed as the store publishes it: slugs from titles, every entry live since the same day. */
function publishedOf(entries: SeedEntry[]): PublishedEntry<'articles'>[] {
  return entries.map((entry, index) => {
    const data = entry.data as ContentData<'articles'>;
    return {
      id: `entry-${index}`,
      slug: slugify(data.title),
      data,
      publishedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
  });
}

const published = (
  slug: string,
  date: string,
  publishedAt: string,
  tags: string[] = [],
): PublishedEntry<'articles'> => {
  const [first] = publishedOf(defaultArticleEntries());
  return { ...first!, slug, publishedAt, data: { ...first!.data, date, tags } };
};

describe('the default articles in the content store', () => {
  it('read back from the store as the default content’s articles, each keyed by its entry', () => {
    const published = publishedOf(defaultArticleEntries());
    const read = articlesFromStore(published);
    expect(read.all.map((article) => article.key)).toEqual(
      read.all.map((article) => published.find((entry) => entry.slug === article.id)?.id),
    );
    expect({ ...read, all: read.all.map(({ key: _key, ...article }) => article) }).toEqual(
      defaultArticles,
    );
  });

  it('are every default article but the general one, each a valid article with an allowed body', () => {
    const entries = defaultArticleEntries();
    expect(entries.map((entry) => entry.data.title)).toEqual(
      defaultArticles.all.map((article) => article.title),
    );
    for (const entry of entries) {
      expect(entry.type).toBe('articles');
      expect([...Value.Errors(Article, entry.data)], String(entry.data.title)).toEqual([]);
      expect(richTextProblems(entry.data.body)).toEqual([]);
    }
  });
});

describe('articles from the store', () => {
  it('name the newsroom of the studio’s stored name in their byline, and keep an editor’s own author', () => {
    const entries = publishedOf(defaultArticleEntries());
    const { all, general } = articlesFromStore(entries, 'Raga Records');
    expect(all.map((article) => article.author)).toEqual(
      defaultArticles.all.map((article) =>
        article.author === 'Sargam Studios Newsroom' ? 'Raga Records Newsroom' : article.author,
      ),
    );
    expect(all.map((article) => article.author)).toContain('Raga Records Newsroom');
    expect(general.author).toBe('Raga Records Newsroom');

    const [first] = entries;
    const [own] = articlesFromStore(
      [{ ...first!, data: { ...first!.data, author: 'Meera Joshi' } }],
      'Raga Records',
    ).all;
    expect(own?.author).toBe('Meera Joshi');
  });

  it('come newest first by their date, then by when they went live, with the date as readers see it', () => {
    const { all } = articlesFromStore([
      published('older', '2024-03-05', '2026-01-03T00:00:00.000Z'),
      published('same-day-first', '2025-12-24', '2026-01-01T00:00:00.000Z'),
      published('same-day-later', '2025-12-24', '2026-01-02T00:00:00.000Z'),
    ]);
    expect(all.map((article) => [article.id, article.date])).toEqual([
      ['same-day-later', 'December 24, 2025'],
      ['same-day-first', 'December 24, 2025'],
      ['older', 'March 5, 2024'],
    ]);
  });

  it('let the newsroom feature the newest article tagged featured, or else the newest', () => {
    const untagged = articlesFromStore([
      published('newer', '2025-02-01', '2026-01-01T00:00:00.000Z'),
      published('older', '2025-01-01', '2026-01-01T00:00:00.000Z'),
    ]);
    expect(newsroomStories(untagged).featured?.id).toBe('newer');

    const tagged = articlesFromStore([
      published('newer', '2025-02-01', '2026-01-01T00:00:00.000Z'),
      published('older', '2025-01-01', '2026-01-01T00:00:00.000Z', ['Featured']),
    ]);
    const { featured, stories } = newsroomStories(tagged);
    expect(featured?.id).toBe('older');
    expect(stories.map((story) => story.id)).toEqual(['newer']);
  });

  it('leave the newsroom without a featured story when none is published', () => {
    expect(newsroomStories(articlesFromStore([]))).toEqual({ featured: null, stories: [] });
  });

  it('draw a hero image of the media library from its own files', () => {
    const [entry] = publishedOf(defaultArticleEntries());
    const heroImage = {
      mediaId: 'c0ffee00-0000-4000-8000-000000000001',
      alt: 'The choir at dawn',
      width: 1200,
      height: 800,
      sources: [
        { url: '/media/c0ffee/480.avif', width: 480, format: 'avif' as const },
        { url: '/media/c0ffee/480.webp', width: 480, format: 'webp' as const },
        { url: '/media/c0ffee/960.avif', width: 960, format: 'avif' as const },
        { url: '/media/c0ffee/960.webp', width: 960, format: 'webp' as const },
      ],
    };
    const [article] = articlesFromStore([{ ...entry!, data: { ...entry!.data, heroImage } }]).all;
    expect(imageUrl(article!.image)).toBe('/media/c0ffee/960.webp');
    expect(srcSetOf(article!.image, 'avif')).toBe(
      '/media/c0ffee/480.avif 480w, /media/c0ffee/960.avif 960w',
    );
    expect(article!.image.alt).toBe('The choir at dawn');
  });
});

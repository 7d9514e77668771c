import { faq } from '@studio/content/faq';
import { help } from '@studio/content/help';
import { allArticles } from '@studio/content/articleStories';
import { siteRoutes, type SiteRoute } from '../routeTable';
import { buildSearchDocuments, siteSearchDocuments } from './documents';
import { searchDocuments } from './match';

describe('search index', () => {
  it('holds every indexable static page of the route table once, every FAQ answer and every help topic', () => {
    const documents = siteSearchDocuments();
    const pages = documents
      .filter((document) => document.type === 'page')
      .map((document) => document.url);
    const expected = (siteRoutes as readonly SiteRoute[])
      .filter((route) => !route.noindex && !route.path.includes(':') && route.id !== 'sitemap')
      .map((route) => route.path);
    expect(pages).toEqual(expected);
    expect(pages).not.toContain('/search');
    expect(pages).not.toContain('/error');
    expect(documents.filter((document) => document.type === 'faq')).toHaveLength(faq.items.length);
    expect(
      documents.filter((document) => document.type === 'help').map((document) => document.url),
    ).toEqual(help.topics.map((topic) => `/help#${topic.id}`));
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
  });

  it('finds an article by a word only its body holds, after title and description matches', () => {
    const documents = siteSearchDocuments();
    // "manjira" is in the song announcement's body, not in any title or teaser.
    expect(searchDocuments(documents, 'Manjira').map((document) => document.url)).toEqual([
      '/article/new-song-release-radha-shyam-salone-ko',
    ]);
    expect(documents.filter((document) => document.type === 'article')).toHaveLength(
      allArticles.length,
    );
  });

  it('a new route appears in the index without touching the search code', () => {
    const route: SiteRoute = {
      id: 'studio-tour',
      path: '/studio-tour',
      file: 'routes/studio-tour.tsx',
      title: 'Studio Tour',
      keywords: [],
    };
    expect(
      buildSearchDocuments({
        routes: [route],
        descriptions: { '/studio-tour': 'Walk through our live room.' },
        faqItems: [],
        helpTopics: [],
      }),
    ).toEqual([
      {
        id: 'page:studio-tour',
        type: 'page',
        title: 'Studio Tour',
        description: 'Walk through our live room.',
        url: '/studio-tour',
      },
    ]);
  });
});

describe('matching', () => {
  const documents = [
    { title: 'Mastering', description: 'Loud and clear.' },
    { title: 'Video', description: 'Music videos and live sessions.' },
    { title: 'Live Room', description: 'Our biggest space.' },
    { title: 'Suite B', description: 'Mixing in Atmos.', body: 'Booked for live sessions.' },
  ];

  it('describes a match found only in a body by the words around it', () => {
    const long = `${'Before the match. '.repeat(10)}The bansuri follows the road home.${' After it.'.repeat(20)}`;
    const [found] = searchDocuments(
      [{ title: 'Safar', description: 'A short film.', body: `First line.\n${long}\nLast line.` }],
      'BANSURI',
    );
    expect(found?.description).toMatch(/^….*The bansuri follows the road home\..*…$/);
    expect(found?.description.length).toBeLessThanOrEqual(162);
    expect(searchDocuments(documents, 'sessions')[1]?.description).toBe(
      'Booked for live sessions.',
    );
  });

  it('matches a case-insensitive substring of title, description or body, in that order', () => {
    expect(searchDocuments(documents, '  LIVE ').map((document) => document.title)).toEqual([
      'Live Room',
      'Video',
      'Suite B',
    ]);
    expect(searchDocuments(documents, 'aster').map((document) => document.title)).toEqual([
      'Mastering',
    ]);
  });

  it('an empty query matches everything; a query nothing contains matches nothing', () => {
    expect(searchDocuments(documents, '')).toEqual(documents);
    expect(searchDocuments(documents, 'karaoke')).toEqual([]);
  });
});

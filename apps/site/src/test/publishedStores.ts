import { defaultArticleEntries } from '@studio/content/storeArticles';
import { CONTENT_TYPE_IDS, type PublishedContent } from '@studio/contracts';

// Published stores as the API hands them to the site's render, for the language tests. Built
// from loose objects, so it is typed only at the end.

const emptyEntries = Object.fromEntries(CONTENT_TYPE_IDS.map((type) => [type, []]));

/**
 * A store with one live English story (`a-story`, key `e1`, 1 December 2026) and, when
 * `hindiTitle` is given, its live Hindi translation at `एक-कहानी`.
 */
export function storeWithOneStory(hindiTitle?: string): PublishedContent {
  const [seeded] = defaultArticleEntries();
  const english = {
    id: 'e1',
    slug: 'a-story',
    publishedAt: '2026-12-01T00:00:00.000Z',
    updatedAt: '2026-12-01T00:00:00.000Z',
    data: { ...seeded?.data, title: 'A story', date: '2026-12-01' },
  };
  return {
    website: null,
    entries: { ...emptyEntries, articles: [english] },
    ...(hindiTitle
      ? {
          translations: {
            hi: {
              website: null,
              entries: {
                ...emptyEntries,
                articles: [
                  { ...english, slug: 'एक-कहानी', data: { ...english.data, title: hindiTitle } },
                ],
              },
            },
          },
        }
      : {}),
  } as unknown as PublishedContent;
}

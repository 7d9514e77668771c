import { describe, expect, it } from 'vitest';
import {
  CONTENT_TYPE_IDS,
  CONTENT_TYPES,
  slugify,
  type ContentData,
  type ContentType,
  type PublishedContent,
  type PublishedEntries,
  type PublishedEntry,
  type WebsiteSettings,
} from '@studio/contracts';
import { defaultContentSource } from './defaultSource.js';
import type { PageContents, PageKey } from './source.js';
import { defaultEntries, defaultWebsiteSettings, type SeedEntry } from './storeSeed.js';
import { storeContentSource } from './storeSource.js';

const PUBLISHED_AT = '2026-03-01T12:00:00.000Z';

/** Seed entries as the store publishes them: ids, slugs from their slug field, in seed order. */
function publishedOf(website: WebsiteSettings | null, seed: SeedEntry[]): PublishedContent {
  const entries = Object.fromEntries(
    CONTENT_TYPE_IDS.map((type) => [type, [] as PublishedEntry[]]),
  ) as unknown as Record<ContentType, PublishedEntry[]>;
  for (const [index, { type, data }] of seed.entries()) {
    entries[type].push({
      id: `entry-${index}`,
      slug: slugify(String(data[CONTENT_TYPES[type].slugFrom])),
      data: data as ContentData<ContentType>,
      publishedAt: PUBLISHED_AT,
      updatedAt: PUBLISHED_AT,
    });
  }
  return { website, entries: entries as unknown as PublishedEntries };
}

const PAGE_KEYS: PageKey[] = [
  'about',
  'careers',
  'comingSoon',
  'company',
  'contact',
  'cookieSettings',
  'descriptions',
  'errors',
  'faq',
  'help',
  'home',
  'latestMedia',
  'leadership',
  'cookiePolicy',
  'legalInformation',
  'privacyPolicy',
  'termsOfUse',
  'music',
  'newRelease',
  'newsroom',
  'search',
  'sitemap',
  'support',
  'trackLibrary',
  'video',
];

const seeded = () => publishedOf(defaultWebsiteSettings(), defaultEntries());

describe('the pages of a store seeded with the default content', () => {
  it('are the default pages (the coming-soon page counting to the seeded launch date)', async () => {
    const store = seeded();
    const source = storeContentSource(store);
    for (const key of PAGE_KEYS) {
      const expected: unknown =
        key === 'comingSoon'
          ? { ...(await defaultContentSource.page(key)), launchAt: store.website?.launchAt }
          : await defaultContentSource.page(key);
      expect(await source.page(key), key).toEqual(expected);
    }
  });

  it('have the default identity', async () => {
    expect(await storeContentSource(seeded()).identity()).toEqual(
      await defaultContentSource.identity(),
    );
  });

  it('are the default pages too before the website settings are seeded', async () => {
    const source = storeContentSource(publishedOf(null, defaultEntries()));
    expect(await source.page('about')).toEqual(await defaultContentSource.page('about'));
    expect(await source.page('comingSoon')).toEqual(await defaultContentSource.page('comingSoon'));
    expect(await source.identity()).toEqual(await defaultContentSource.identity());
  });
});

/** The seeded store with `change` made to it. */
function changed(change: (store: PublishedContent) => void): PublishedContent {
  const store = seeded();
  change(store);
  return store;
}

const pageOf = <K extends PageKey>(store: PublishedContent, key: K): Promise<PageContents[K]> =>
  storeContentSource(store).page(key);

describe('a changed store', () => {
  it('shows an FAQ added, in its order, with its slug as anchor', async () => {
    const store = changed(({ entries }) => {
      entries.faqs.push({
        id: 'new-faq',
        slug: 'do-you-record-choirs',
        data: {
          category: 'general',
          question: 'Do you record choirs?',
          answer: 'Yes, up to forty voices in Studio A.',
          order: -1,
        },
        publishedAt: PUBLISHED_AT,
        updatedAt: PUBLISHED_AT,
      });
    });
    const faq = await pageOf(store, 'faq');
    expect(faq.items[0]).toEqual({
      id: 'do-you-record-choirs',
      category: 'general',
      question: 'Do you record choirs?',
      answer: 'Yes, up to forty voices in Studio A.',
    });
    expect(faq.items).toHaveLength(11);
  });

  it('shows a track whose cover comes from the media library with that cover as its thumbnail', async () => {
    const sources = [
      { url: '/media/aa/cover-480.avif', width: 480, format: 'avif' as const },
      { url: '/media/bb/cover-480.webp', width: 480, format: 'webp' as const },
      { url: '/media/cc/cover-960.webp', width: 960, format: 'webp' as const },
    ];
    const store = changed(({ entries }) => {
      const first = entries.tracks[0]!;
      entries.tracks[0] = {
        ...first,
        data: {
          ...first.data,
          cover: { mediaId: 'b0d9', alt: 'The band', width: 960, height: 960, sources },
        },
      };
    });
    const [track] = (await pageOf(store, 'trackLibrary')).tracks;
    expect(track).toMatchObject({
      coverArt: '/media/bb/cover-480.webp',
      coverSrcSet: '/media/bb/cover-480.webp',
    });
  });

  it('no longer plays a release that was unpublished on the music page', async () => {
    const store = changed(({ entries }) => {
      entries.releases = entries.releases.filter((entry) => entry.slug !== 'as-it-was');
    });
    const music = await pageOf(store, 'music');
    expect(music.players.items.map((player) => player.title)).toEqual([
      'Radha Shyam Salone Ko',
      'Vande Bharat Sunrise',
    ]);
    // It was the featured release: the new release page has none to feature.
    expect((await pageOf(store, 'newRelease')).featured).toBeNull();
  });

  it('shows the releases with upcoming on home’s Upcoming Releases, by their order, as today', async () => {
    const posters = (await pageOf(seeded(), 'home')).releases.posters;
    expect(posters.map(({ alt, badge, page }) => ({ alt, badge: badge?.label, page }))).toEqual([
      {
        alt: 'Radha Shyam Salone Ko',
        badge: 'Latest Release',
        page: {
          href: '/article/new-song-release-radha-shyam-salone-ko',
          label: 'Read the release story',
        },
      },
      {
        alt: 'Chhath Ke Geet',
        badge: 'Coming Soon',
        page: {
          href: '/article/chhath-ke-geet-our-music-returns-to-the-riverbank',
          label: 'Read about the album',
        },
      },
      {
        alt: 'Desh Ki Mitti',
        badge: 'Post-Production',
        page: {
          href: '/article/behind-the-video-filming-desh-ki-mitti-at-dawn',
          label: 'Go behind the video',
        },
      },
      {
        alt: 'Sawan Ki Bhor',
        badge: 'Coming Soon',
        page: { href: '/coming-soon', label: 'Get notified at launch' },
      },
    ]);
    // The shipped portrait artwork, drawn as the compiled posters drew it.
    expect(posters[0]).toEqual({
      id: 'radha-shyam-salone-ko',
      image: '/images/poster-radha-shyam-960.webp',
      srcSet: '/images/poster-radha-shyam-480.webp 480w, /images/poster-radha-shyam-960.webp 960w',
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/images/poster-radha-shyam-480.avif 480w, /images/poster-radha-shyam-960.avif 960w',
        },
      ],
      alt: 'Radha Shyam Salone Ko',
      badge: { label: 'Latest Release', tone: 'success' },
      width: 960,
      height: 1440,
      page: {
        href: '/article/new-song-release-radha-shyam-salone-ko',
        label: 'Read the release story',
      },
    });
  });

  it('shows a release’s new stage as its badge, and its new order', async () => {
    const store = changed(({ entries }) => {
      entries.releases = entries.releases.map((entry) =>
        entry.slug === 'sawan-ki-bhor' && entry.data.upcoming
          ? {
              ...entry,
              data: {
                ...entry.data,
                upcoming: { ...entry.data.upcoming, stage: 'post-production', order: -1 },
              },
            }
          : entry,
      );
    });
    const [first] = (await pageOf(store, 'home')).releases.posters;
    expect(first).toMatchObject({
      id: 'sawan-ki-bhor',
      alt: 'Sawan Ki Bhor',
      badge: { label: 'Post-Production', tone: 'warning' },
    });
  });

  it('leaves a release without upcoming off home, and one not out yet off the music and video pages', async () => {
    const store = changed(({ entries }) => {
      entries.releases = entries.releases.map((entry) => {
        if (entry.slug === 'radha-shyam-salone-ko') {
          const { upcoming: _home, ...data } = entry.data;
          return { ...entry, data };
        }
        // A coming-soon music release with a player, and a video in post-production with one.
        if (
          entry.slug === 'vande-bharat-sunrise' ||
          entry.slug === 'chhath-ke-geet-live-at-the-ghat'
        )
          return {
            ...entry,
            data: {
              ...entry.data,
              upcoming: {
                stage: entry.data.kind === 'music' ? 'coming-soon' : 'post-production',
                portraitPoster: entry.data.poster,
                order: 9,
              },
            },
          };
        return entry;
      });
    });
    const posters = (await pageOf(store, 'home')).releases.posters;
    expect(posters.map((poster) => poster.alt)).toEqual([
      'Chhath Ke Geet',
      'Desh Ki Mitti',
      'Sawan Ki Bhor',
      'Vande Bharat Sunrise',
      'Chhath Ke Geet (Live at the Ghat)',
    ]);
    // Without a link, its viewer offers none.
    expect(posters[3]).not.toHaveProperty('page');
    // Radha Shyam is still out: on the music page without being on home.
    expect((await pageOf(store, 'music')).players.items.map((player) => player.title)).toEqual([
      'Radha Shyam Salone Ko',
      'As It Was',
    ]);
    expect((await pageOf(store, 'video')).featured.items.map((video) => video.title)).toEqual([
      'Radha Shyam Salone Ko (Official Lyric Video)',
      'Desh Ki Mitti (Official Music Video)',
    ]);
    // Latest Content's picked video is not out: the first video that is stands in.
    expect((await pageOf(store, 'latestMedia')).video?.title).toBe(
      'Radha Shyam Salone Ko (Official Lyric Video)',
    );
  });

  it("positions a team portrait's round crop on the portrait's focal point", async () => {
    const store = changed(({ entries }) => {
      const [first] = entries['team-members'];
      const portrait = first?.data.portrait;
      // A copy: the seed's objects are shared by every test.
      if (first && portrait)
        first.data = { ...first.data, portrait: { ...portrait, focal: { x: 40, y: 25 } } };
    });
    const [member, other] = (await pageOf(store, 'about')).team.members;
    expect(member).toMatchObject({ imagePosition: '40% 25%' });
    // A portrait without one (content stored before focal points) is cropped about its centre.
    expect(other).not.toHaveProperty('imagePosition');
  });

  it('shows empty lists for empty collections, never the default entries', async () => {
    const store = changed(({ entries }) => {
      entries.releases = [];
      entries.tracks = [];
      entries.jobs = [];
      entries['team-members'] = [];
    });
    expect((await pageOf(store, 'music')).players.items).toEqual([]);
    expect((await pageOf(store, 'video')).featured.items).toEqual([]);
    expect((await pageOf(store, 'home')).releases.posters).toEqual([]);
    expect(await pageOf(store, 'latestMedia')).toMatchObject({ track: null, video: null });
    expect((await pageOf(store, 'trackLibrary')).tracks).toEqual([]);
    expect((await pageOf(store, 'careers')).positions.items).toEqual([]);
    expect((await pageOf(store, 'about')).team.members).toEqual([]);
  });

  it('shows a page title and description changed in the website settings', async () => {
    const store = changed(({ website }) => {
      website!.pages.music = {
        ...website!.pages.music,
        title: 'Songs From the Studio',
        description: 'Every song we released this year.',
      };
    });
    expect((await pageOf(store, 'music')).hero.heading).toBe('Songs From the Studio');
    expect((await pageOf(store, 'descriptions'))['/music']).toBe(
      'Every song we released this year.',
    );
  });

  it('names the studio as the identity says, with its contacts', async () => {
    const store = changed(({ website }) => {
      website!.identity = {
        ...website!.identity,
        name: 'Tala House',
        phone: '+44 20 7946 0958',
        social: { instagram: 'https://www.instagram.com/talahouse' },
      };
    });
    expect(await storeContentSource(store).identity()).toMatchObject({
      name: 'Tala House',
      phone: '+44 20 7946 0958',
      phoneHref: 'tel:+442079460958',
      social: { instagram: 'https://www.instagram.com/talahouse' },
    });
    const contact = await pageOf(store, 'contact');
    expect(contact.info.channels[1]).toEqual({
      label: 'Phone',
      value: '+44 20 7946 0958',
      href: 'tel:+442079460958',
    });
    expect(contact.info.social).toEqual([
      { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/talahouse' },
    ]);
    const support = await pageOf(store, 'support');
    expect(support.channels.items.find((channel) => channel.id === 'phone')?.action).toEqual({
      label: '+44 20 7946 0958',
      href: 'tel:+442079460958',
    });
  });

  it('calls a renamed studio by its name in the default pages’ own words, not in the editors’ words', async () => {
    const store = changed(({ website }) => {
      website!.identity = { ...website!.identity, name: 'Tala House' };
    });
    const home = await pageOf(store, 'home');
    expect(home.whyChoose.heading).toBe('Why Choose Tala House');
    const privacy = JSON.stringify(await pageOf(store, 'privacyPolicy'));
    expect(privacy).toContain('Tala House');
    const everyPage = JSON.stringify(await Promise.all(PAGE_KEYS.map((key) => pageOf(store, key))));
    // The words the store holds (Website Management's page words, entries such as a team
    // member's bio) stay as the editors wrote them, though seeded with the old name.
    expect(home.hero.title).toBe('Sargam Studios');
    const stored = JSON.stringify(store);
    const left = everyPage.match(/[^"]*Sargam Studios[^"]*/g) ?? [];
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((text) => !stored.includes(text))).toEqual([]);
  });

  it('counts the coming-soon page down to the launch date set', async () => {
    const store = changed(({ website }) => {
      website!.launchAt = '2027-01-01T00:00:00.000Z';
    });
    expect((await pageOf(store, 'comingSoon')).launchAt).toBe('2027-01-01T00:00:00.000Z');
  });
});

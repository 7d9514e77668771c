import {
  FIXED_PAGE_IDS,
  FIXED_PAGES,
  isReleaseOut,
  objectPositionOf,
  type ContentData,
  type PublishedContent,
  type PublishedEntries,
  type PublishedEntry,
  type WebsiteSettings,
  type StudioIdentity as StoredIdentity,
} from '@studio/contracts';
import { contactPage } from './contact.js';
import { defaultPages as compiledPages } from './defaultSource.js';
import type { PersonCard } from './display.js';
import type { FaqItem } from './faq.js';
import type { HelpTopic } from './help.js';
import { upcomingPostersOf } from './home.js';
import { imageUrl, siteImageOf } from './images.js';
import type { Advisor, Executive } from './leadership.js';
import { LATEST_TRACK_ID, LATEST_VIDEO_ID, latestMediaPicks } from './latestMedia.js';
import { embedPlayer, type EmbedPlayer } from './media.js';
import { featuredReleaseOf, recentTracksOf } from './newRelease.js';
import { pageCopyBindings } from './pageCopy.js';
import type { SitePath } from './paths.js';
import { featuredVideoOf, musicPlayerOf, type SiteRelease } from './releases.js';
import { siteConfig, type StudioIdentity } from './site.js';
import { siteWords } from './siteWords.js';
import type { ContentSource, PageContents } from './source.js';
import { articlesFromStore } from './storeArticles.js';
import { supportPage } from './support.js';
import { siteTrack, type SiteTrack } from './tracks.js';

/*
 * The pages from the content store: the default pages with the store's identity, page words and
 * collections in place of the default ones. Every collection comes from the store, so an empty
 * one shows an empty list (or the page's empty state), never the defaults. Releases, tracks and
 * job openings show in the order they are given (the store's); people, FAQs and help topics by
 * their `order`. Home's Upcoming Releases shows the releases with `upcoming` by their order;
 * the others show only releases that are out (`isReleaseOut`). Home's Latest Content shows the
 * releases `latestMediaPicks` names, else the first of their kind; the new release is the featured
 * music release, played from the track of the same slug.
 */

/** The store's identity as pages use it; the claims (stats) are not edited in the store yet. */
export function identityOf(stored: StoredIdentity): StudioIdentity {
  const { legalName: _registered, ...identity } = stored;
  return {
    ...identity,
    phoneHref: `tel:${stored.phone.replace(/[^0-9+]/g, '')}`,
    stats: siteConfig.stats,
  };
}

const byOrder = <T extends { data: { order: number } }>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => a.data.order - b.data.order);

const siteReleaseOf = ({ poster, upcoming, ...release }: ContentData<'releases'>): SiteRelease => ({
  ...release,
  poster: siteImageOf(poster),
  ...(upcoming
    ? { upcoming: { ...upcoming, portraitPoster: siteImageOf(upcoming.portraitPoster) } }
    : {}),
});

function trackOf(entry: PublishedEntry<'tracks'>, identity: StudioIdentity): SiteTrack {
  const { cover, preview, streamingUrl, description, ...track } = entry.data;
  const source = (format: string) => preview.sources.find((s) => s.format === format)?.url;
  const first = preview.sources[0]?.url ?? '';
  return siteTrack({
    ...track,
    id: entry.slug,
    description: description ?? '',
    cover: siteImageOf(cover),
    streamingUrl: streamingUrl ?? identity.streamingAlbumUrl,
    previewUrl: source('opus') ?? first,
    fallbackUrl: source('aac') ?? source('mp3') ?? first,
    previewSeconds: preview.durationSeconds,
  });
}

function personOf(data: ContentData<'team-members'> | ContentData<'leadership'>): PersonCard {
  const { name, role, bio, portrait, social } = data;
  return {
    name,
    role,
    bio,
    ...(portrait ? { image: imageUrl(siteImageOf(portrait), 480) } : {}),
    ...(portrait?.focal ? { imagePosition: objectPositionOf(portrait) } : {}),
    social,
  };
}

/** The release a Latest Content player shows: the picked one, else the first of its kind. */
function latestPlayer(
  releases: readonly PublishedEntry<'releases'>[],
  pick: { release: string; label: string },
  kind: 'music' | 'video',
): EmbedPlayer | null {
  const playable = releases.filter(
    ({ data }) =>
      data.kind === kind &&
      data.embed?.platform === (kind === 'music' ? 'spotify' : 'youtube') &&
      isReleaseOut(data),
  );
  const chosen = playable.find((entry) => entry.slug === pick.release) ?? playable[0];
  if (!chosen?.data.embed) return null;
  const { title, artist, embed } = chosen.data;
  const fields = {
    title,
    subtitle: `${artist} · ${pick.label}`,
    poster: siteImageOf(chosen.data.poster),
  };
  return kind === 'music'
    ? embedPlayer('spotify', LATEST_TRACK_ID, { ...fields, platformId: embed.id })
    : embedPlayer('youtube', LATEST_VIDEO_ID, { ...fields, platformId: embed.id });
}

/**
 * `value` with every string's `from` said as `to`. The default pages' own words (a heading such as
 * "Why Choose Sargam Studios", an intro, a legal page) are written around the default studio name;
 * a studio that renamed itself in Website Management is called by its name there too. What the
 * store holds (entries, page words, the identity's description) is the editors' text and is not
 * touched: it is laid over these pages afterwards.
 */
function renamed<T>(value: T, from: string, to: string): T {
  if (typeof value === 'string') return value.split(from).join(to) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => renamed(item, from, to)) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = renamed(item, from, to);
    return copy as T;
  }
  return value;
}

/**
 * The default pages of one language, as the store's pages start from: its words, the name they
 * are written around, and its own contact page and Latest Content labels.
 */
export interface LanguagePages {
  pages: PageContents;
  /** The studio's name as the default words write it (a rename replaces it). */
  defaultName: string;
  contact: (identity: StudioIdentity) => PageContents['contact'];
  latestLabels: { track: string; video: string };
}

const ENGLISH_PAGES: LanguagePages = {
  pages: compiledPages,
  defaultName: siteConfig.name,
  contact: contactPage,
  latestLabels: { track: latestMediaPicks.track.label, video: latestMediaPicks.video.label },
};

/** What the pages of one language are drawn from: the entries, the identity and page words. */
export interface LanguageStore {
  entries: PublishedEntries;
  identity: StudioIdentity;
  /** The fixed pages' words the editors wrote in the language (all of them in the default one). */
  copy: Partial<WebsiteSettings['pages']>;
  launchAt: string | null;
}

/** Every page's content from the store over the default pages. */
export function storePages(store: PublishedContent): PageContents {
  const identity = store.website ? identityOf(store.website.identity) : siteConfig;
  return languagePages(
    {
      entries: store.entries,
      identity,
      copy: store.website?.pages ?? {},
      launchAt: store.website?.launchAt ?? null,
    },
    ENGLISH_PAGES,
  );
}

/** One language's pages from its store content over its default pages. */
export function languagePages(store: LanguageStore, language: LanguagePages): PageContents {
  const { identity, entries } = store;
  const defaultPages =
    identity.name === language.defaultName
      ? language.pages
      : renamed(language.pages, language.defaultName, identity.name);
  const shelf = entries.releases.map((entry) => ({
    id: entry.slug,
    release: siteReleaseOf(entry.data),
  }));
  const releases = shelf.map(({ release }) => release);
  const library = entries.tracks.map((entry) => trackOf(entry, identity));
  const { about, careers, faq, help, home, leadership, music, newRelease, video } = defaultPages;
  const executives: Executive[] = byOrder(
    entries.leadership.filter((entry) => entry.data.group === 'executive'),
  ).map(({ data }) => ({ ...personOf(data), stats: data.stats, social: data.social }));
  const advisors: Advisor[] = byOrder(
    entries.leadership.filter((entry) => entry.data.group === 'advisory'),
  ).map(({ data }) => ({ name: data.name, role: data.role, bio: data.bio }));
  const faqs: FaqItem[] = byOrder(entries.faqs).map(({ slug, data }) => ({
    id: slug,
    category: data.category,
    question: data.question,
    answer: data.answer,
  }));
  const topics: HelpTopic[] = byOrder(entries['help-topics']).map(({ slug, data }) => ({
    id: slug,
    title: data.title,
    description: data.description,
    links: data.links.map((link) => ({ label: link.label, to: link.to as SitePath })),
  }));

  let pages: PageContents = {
    ...defaultPages,
    home: { ...home, releases: { ...home.releases, posters: upcomingPostersOf(shelf) } },
    music: {
      ...music,
      players: { ...music.players, items: releases.flatMap((r) => musicPlayerOf(r) ?? []) },
    },
    video: {
      ...video,
      featured: { ...video.featured, items: releases.flatMap((r) => featuredVideoOf(r) ?? []) },
    },
    latestMedia: {
      ...defaultPages.latestMedia,
      track: latestPlayer(
        entries.releases,
        { ...latestMediaPicks.track, label: language.latestLabels.track },
        'music',
      ),
      video: latestPlayer(
        entries.releases,
        { ...latestMediaPicks.video, label: language.latestLabels.video },
        'video',
      ),
    },
    newRelease: {
      ...newRelease,
      featured: featuredReleaseOf(releases, library),
      recent: { ...newRelease.recent, tracks: recentTracksOf(library) },
    },
    trackLibrary: { ...defaultPages.trackLibrary, tracks: library },
    about: {
      ...about,
      team: {
        ...about.team,
        members: byOrder(entries['team-members']).map(({ data }) => personOf(data)),
      },
    },
    leadership: {
      ...leadership,
      executives: { ...leadership.executives, items: executives },
      advisors: { ...leadership.advisors, items: advisors },
    },
    careers: {
      ...careers,
      positions: {
        ...careers.positions,
        items: entries.jobs.map(({ slug, data }) => ({
          id: slug,
          title: data.title,
          location: data.location,
          type: data.employmentType,
          description: data.description,
          requirements: data.requirements,
        })),
      },
    },
    faq: { ...faq, items: faqs },
    help: { ...help, topics },
    contact: language.contact(identity),
    support: supportPage(identity),
  };
  const descriptions = { ...pages.descriptions };
  for (const id of FIXED_PAGE_IDS) {
    const written = store.copy[id];
    if (!written) continue;
    const { description, ...copy } = written;
    pages = { ...pages, ...pageCopyBindings[id].write(pages, copy) };
    descriptions[FIXED_PAGES[id]] = description;
  }
  return {
    ...pages,
    descriptions,
    ...(store.launchAt ? { comingSoon: { ...pages.comingSoon, launchAt: store.launchAt } } : {}),
  };
}

/**
 * The content source of the site rendered at run time: identity, pages and articles from what the
 * content store publishes; without website settings yet, the default identity and page words.
 */
export function storeContentSource(store: PublishedContent): ContentSource {
  const identity = store.website ? identityOf(store.website.identity) : siteConfig;
  const pages = storePages(store);
  return {
    identity: () => Promise.resolve(identity),
    page: (key) => Promise.resolve(pages[key]),
    articles: () => Promise.resolve(articlesFromStore(store.entries.articles, identity.name)),
    words: () => Promise.resolve(siteWords),
  };
}

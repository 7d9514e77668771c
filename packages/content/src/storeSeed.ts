import {
  FIXED_PAGE_IDS,
  FIXED_PAGES,
  type AudioReference,
  type CONTENT_TYPES,
  type ContentData,
  type ContentType,
  type PageCopy,
  type SocialLinks,
  type StudioIdentity as StoredIdentity,
  type WebsiteSettings,
  type WebsiteTranslation,
} from '@studio/contracts';
import type { Locale } from '@studio/contracts/locales';
import { about } from './about.js';
import { careers } from './careers.js';
import { comingSoon } from './comingSoon.js';
import { defaultPages } from './defaultSource.js';
import type { PersonCard } from './display.js';
import { faq } from './faq.js';
import { help } from './help.js';
import {
  hindiFaqOf,
  hindiReleaseOf,
  hindiTeamMemberOf,
  hindiTrackOf,
  hindiWebsiteTranslation,
} from './hi/store.js';
import { imageReferenceOf } from './images.js';
import { leadership } from './leadership.js';
import { pageCopyBindings } from './pageCopy.js';
import { pageDescriptions } from './pageDescriptions.js';
import { releases } from './releases.js';
import { siteConfig } from './site.js';
import { portraitOfUrl } from './team.js';
import { tracks, type SiteTrack } from './tracks.js';

/*
 * The content store's first start: the default content as website settings and collection
 * entries, in the shapes of the contracts (media as references to the files the site ships).
 * `storeSource.ts` turns them back into the same pages.
 */

/** A language entries are translated into: every one but the default. */
export type TranslationLocale = Exclude<Locale, 'en'>;

/** The translatable fields of an entry of `type` (`CONTENT_TYPES[type].translatable`). */
export type TranslationData<T extends ContentType> = Pick<
  ContentData<T>,
  Extract<keyof ContentData<T>, (typeof CONTENT_TYPES)[T]['translatable'][number]>
>;

/** A seeded entry's translation: its own slug (else one from its title), its words only. */
export interface SeedTranslation {
  slug?: string;
  data: Record<string, unknown>;
}

/** One entry of the first start's content: published as it is, with its translations. */
export interface SeedEntry {
  type: ContentType;
  data: Record<string, unknown>;
  /** Where a language's default content has the entry's words: only its translatable fields. */
  translations?: Partial<Record<TranslationLocale, SeedTranslation>>;
}

const entry = <T extends ContentType>(
  type: T,
  data: ContentData<T>,
  hindi?: TranslationData<T>,
): SeedEntry => ({
  type,
  data,
  ...(hindi ? { translations: { hi: { data: hindi } } } : {}),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The default identity as the store keeps it (the name may be the operator's `STUDIO_NAME`). */
export function defaultIdentity(name: string = siteConfig.name): StoredIdentity {
  const { phoneHref: _dialled, stats: _claims, social, ...identity } = siteConfig;
  return {
    ...identity,
    name,
    // The registered legal name is the operator's to fill in (see `legal.ts`); until then, the
    // name the studio trades under.
    legalName: name,
    social: { ...social },
  };
}

/**
 * The website settings the store starts with: the default identity, the launch counted from
 * `now` as the coming-soon page counts it, and each fixed page's hero words and description.
 */
export function defaultWebsiteSettings(
  options: { studioName?: string; now?: Date } = {},
): WebsiteSettings {
  const now = options.now ?? new Date();
  const identity = defaultIdentity(options.studioName);
  const pages = Object.fromEntries(
    FIXED_PAGE_IDS.map((id): [string, PageCopy] => {
      const copy = pageCopyBindings[id].read(defaultPages);
      // Home's title is the studio's name.
      const title = id === 'home' ? identity.name : copy.title;
      return [id, { ...copy, title, description: pageDescriptions[FIXED_PAGES[id]] }];
    }),
  ) as WebsiteSettings['pages'];
  return {
    identity,
    launchAt: new Date(now.getTime() + comingSoon.launchInDays * DAY_MS).toISOString(),
    pages,
  };
}

/** Each language's website words, from its default content (a new language adds its own). */
const websiteTranslations: Record<TranslationLocale, (studioName?: string) => WebsiteTranslation> =
  { hi: hindiWebsiteTranslation };

/**
 * The website settings' words in `locale` the store starts with: the identity's and those of each
 * fixed page that language's default content translates (the others stay absent).
 */
export function defaultWebsiteTranslation(
  locale: TranslationLocale,
  options: { studioName?: string } = {},
): WebsiteTranslation {
  return websiteTranslations[locale](options.studioName);
}

/** A track's preview clips (Opus, then AAC) as an audio reference. */
export function previewReferenceOf(track: SiteTrack): AudioReference {
  const clip = /\/audio\/([a-z0-9-]+)\.[a-z0-9]+$/.exec(track.previewUrl)?.[1] ?? track.id;
  return {
    mediaId: `site:${clip}`,
    title: `${track.title} (preview)`,
    durationSeconds: track.previewSeconds,
    sources: [
      { url: track.previewUrl, format: 'opus' },
      { url: track.fallbackUrl, format: 'aac' },
    ],
  };
}

const socialOf = (person: PersonCard): SocialLinks => ({ ...person.social });

const portraitOf = (person: PersonCard) => {
  const portrait = person.image ? portraitOfUrl(person.image, `Portrait of ${person.name}`) : null;
  return portrait ? { portrait: imageReferenceOf(portrait) } : {};
};

/** Every entry of the default collections but the articles (see `storeArticles.ts`). */
export function defaultEntries(): SeedEntry[] {
  return [
    ...releases.map((siteRelease) => {
      const { poster, upcoming, ...release } = siteRelease;
      return entry(
        'releases',
        {
          ...release,
          poster: imageReferenceOf(poster),
          // Home's Upcoming Releases, with its portrait poster as the store keeps images.
          ...(upcoming
            ? {
                upcoming: {
                  ...upcoming,
                  portraitPoster: imageReferenceOf(upcoming.portraitPoster),
                },
              }
            : {}),
        },
        hindiReleaseOf(siteRelease),
      );
    }),
    ...tracks.map((track) =>
      entry(
        'tracks',
        {
          title: track.title,
          artist: track.artist,
          genre: track.genre,
          description: track.description,
          duration: track.duration,
          released: track.released,
          cover: imageReferenceOf(track.cover, { thumbnails: true }),
          preview: previewReferenceOf(track),
          streamingUrl: track.streamingUrl,
          filter: track.filter,
          featured: track.featured,
        },
        hindiTrackOf(track),
      ),
    ),
    ...about.team.members.map((member, order) =>
      entry(
        'team-members',
        {
          name: member.name,
          role: member.role,
          bio: member.bio,
          ...portraitOf(member),
          social: socialOf(member),
          order,
        },
        hindiTeamMemberOf(order),
      ),
    ),
    ...leadership.executives.items.map((executive, order) =>
      entry('leadership', {
        name: executive.name,
        group: 'executive',
        role: executive.role,
        bio: executive.bio,
        ...portraitOf(executive),
        stats: executive.stats,
        social: { ...executive.social },
        order,
      }),
    ),
    ...leadership.advisors.items.map((advisor, order) =>
      entry('leadership', {
        name: advisor.name,
        group: 'advisory',
        role: advisor.role,
        bio: advisor.bio,
        stats: [],
        social: {},
        order: leadership.executives.items.length + order,
      }),
    ),
    ...careers.positions.items.map((position) =>
      entry('jobs', {
        title: position.title,
        location: position.location,
        employmentType: position.type,
        description: position.description,
        requirements: position.requirements,
      }),
    ),
    ...faq.items.map((item, order) =>
      entry(
        'faqs',
        { category: item.category, question: item.question, answer: item.answer, order },
        hindiFaqOf(item),
      ),
    ),
    ...help.topics.map((topic, order) =>
      entry('help-topics', {
        title: topic.title,
        description: topic.description,
        links: topic.links.map((link) => ({ label: link.label, to: link.to })),
        order,
      }),
    ),
  ];
}

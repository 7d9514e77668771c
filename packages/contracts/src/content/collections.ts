import { CloneType, OptionalKind, Type, type Static, type TObject } from '@sinclair/typebox';
import { literals, closed } from './schema.js';
import { MultiLine, SingleLine, Text } from '../text.js';
import { AudioReference, ImageReference } from './media.js';
import { RichTextBody } from './rich-text.js';

/*
 * The collections of Content Management: one schema per type of entry. The shapes follow the
 * default content of the site (`@studio/content`), with what was prose in code turned into
 * fields. Every string is bounded and free of control characters; URLs are http(s).
 */

const HTTP_URL_PATTERN =
  '^https?://[^\\s\\u0000-\\u001F\\u007F\\\\/?#]+(?:[/?#][^\\s\\u0000-\\u001F\\u007F\\\\]*)?$';
const SITE_PATH_PATTERN = '^/(?!/)[^\\s\\u0000-\\u001F\\u007F\\\\]*$';

/** An absolute http(s) URL, at most 2,048 characters. */
export const HttpUrl = Type.String({ minLength: 8, maxLength: 2048, pattern: HTTP_URL_PATTERN });

/** A path of this site (`/newsroom`), never `//host`. */
export const SitePath = Type.String({ minLength: 1, maxLength: 300, pattern: SITE_PATH_PATTERN });

/**
 * Where a link goes: a path of this site or an absolute http(s) URL, by the rules of each (one
 * string with both patterns, so that a form and the API name one field error, not a union's).
 */
export const SiteLink = Type.String({
  minLength: 1,
  maxLength: 2048,
  pattern: `${SITE_PATH_PATTERN}|${HTTP_URL_PATTERN}`,
  description: 'A path on this site, such as /coming-soon, or a full http(s) address.',
});

/** A calendar date, `2024-08-26`; an empty one is refused as missing, not as malformed. */
export const IsoDate = Type.String({
  minLength: 1,
  pattern: '^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$',
});

/** A length as shown, `m:ss` (`3:42`). */
export const Duration = Type.String({
  pattern: '^[0-9]{1,3}:[0-5][0-9]$',
  description: 'Minutes and seconds, such as 3:45.',
});

/** Links to a person's or the studio's profiles, by network. */
export const SocialLinks = closed({
  instagram: Type.Optional(HttpUrl),
  x: Type.Optional(HttpUrl),
  facebook: Type.Optional(HttpUrl),
  youtube: Type.Optional(HttpUrl),
});
export type SocialLinks = Static<typeof SocialLinks>;

export const ARTICLE_CATEGORIES = [
  'Music',
  'Video',
  'Production',
  'Artists',
  'Projects',
  'Events',
  'Studio',
] as const;

/**
 * How an entry's page shows in search results and shared links, where it differs from what its
 * own fields give: the page title, the meta description, the share image, and whether search
 * engines may list it (a noindex page is also left out of the sitemap).
 */
export const EntrySeo = closed({
  metaTitle: Type.Optional(
    SingleLine({
      maxLength: 70,
      description: 'Instead of the title in search results and shared links.',
    }),
  ),
  metaDescription: Type.Optional(
    SingleLine({
      maxLength: 300,
      description: 'Instead of the subtitle under the search result and in shared links.',
    }),
  ),
  shareImage: Type.Optional(ImageReference),
  noindex: Type.Optional(
    Type.Boolean({
      description: 'Asks search engines not to list this page; left out of the sitemap.',
    }),
  ),
});
export type EntrySeo = Static<typeof EntrySeo>;

export const Article = closed({
  title: Text(200),
  subtitle: Type.Optional(SingleLine({ maxLength: 300 })),
  category: literals(ARTICLE_CATEGORIES),
  /** The day it is dated (as readers see it), not when it was published. */
  date: IsoDate,
  author: Text(120),
  /** The teaser of the newsroom's cards and feeds. */
  summary: MultiLine({ minLength: 1, maxLength: 600 }),
  body: RichTextBody,
  heroImage: ImageReference,
  tags: Type.Array(Text(40), { maxItems: 20, uniqueItems: true }),
  seo: Type.Optional(EntrySeo),
});
export type Article = Static<typeof Article>;

export const EMBED_PLATFORMS = ['youtube', 'spotify'] as const;
export const RELEASE_KINDS = ['music', 'video'] as const;

export const PlatformLink = closed({ platform: Text(60), url: HttpUrl });
export type PlatformLink = Static<typeof PlatformLink>;

/**
 * Where a release stands on home's Upcoming Releases, each shown as its badge says
 * (`UPCOMING_STAGE_LABELS`): just out, or not out yet.
 */
export const UPCOMING_STAGES = ['latest', 'coming-soon', 'post-production'] as const;
export type UpcomingStage = (typeof UPCOMING_STAGES)[number];

/** Each stage as its badge on home's Upcoming Releases (and the editor's choice) names it. */
export const UPCOMING_STAGE_LABELS: Readonly<Record<UpcomingStage, string>> = {
  latest: 'Latest Release',
  'coming-soon': 'Coming Soon',
  'post-production': 'Post-Production',
};

/**
 * A release's place on home's Upcoming Releases: its stage, the portrait poster shown there, the
 * page its full-size viewer links to, and where it shows among the others.
 */
export const ReleaseUpcoming = closed({
  stage: literals(UPCOMING_STAGES),
  portraitPoster: CloneType(ImageReference, {
    description: 'Upright, 2:3 (such as 960 × 1440 pixels), as the home page draws it.',
  }),
  link: Type.Optional(closed({ href: SiteLink, label: Text(80) })),
  /** Where it shows among the others, smallest first. */
  order: Type.Integer({
    minimum: 0,
    maximum: 10_000,
    description: 'Where it shows among the others, smallest first.',
  }),
});
export type ReleaseUpcoming = Static<typeof ReleaseUpcoming>;

/**
 * Whether a release is out: one that is coming soon or in post-production shows only on home's
 * Upcoming Releases, never in the music or video pages' lists and players, Latest Content or the
 * new release.
 */
export function isReleaseOut(release: {
  upcoming?: { stage: UpcomingStage } | undefined;
}): boolean {
  return release.upcoming === undefined || release.upcoming.stage === 'latest';
}

/**
 * A music or video release: the posters of the music and video pages and the new release. With
 * `upcoming` it is also on home's Upcoming Releases; at a stage other than `latest` it is not out
 * yet and shows only there (see `isReleaseOut`).
 */
export const Release = closed({
  title: Text(200),
  artist: Text(200),
  kind: literals(RELEASE_KINDS),
  year: Type.Integer({ minimum: 1900, maximum: 2100 }),
  description: Type.Optional(MultiLine({ maxLength: 1000 })),
  genre: Type.Optional(Text(80)),
  /** A video's running time, as shown on its card. */
  duration: Type.Optional(Duration),
  /** The day it came out (structured data), when known to the day. */
  released: Type.Optional(IsoDate),
  poster: ImageReference,
  links: Type.Array(PlatformLink, { maxItems: 10 }),
  /** The platform's player, shown behind the consent facade. */
  embed: Type.Optional(
    closed({
      platform: literals(EMBED_PLATFORMS),
      id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
    }),
  ),
  /** Shown as the new release. */
  featured: Type.Boolean(),
  /**
   * On home's Upcoming Releases. Coming Soon and Post-Production releases are not out yet: they
   * show only there, not on the music and video pages.
   */
  upcoming: Type.Optional(
    CloneType(ReleaseUpcoming, {
      description:
        'Shows the release on the home page with a portrait poster and a badge. A release that is Coming Soon or in Post-Production shows only there, not on the music and video pages.',
    }),
  ),
});
export type Release = Static<typeof Release>;

export const TRACK_FILTERS = ['recent', 'popular', 'featured', 'exclusive'] as const;

export const Track = closed({
  title: Text(200),
  artist: Text(200),
  genre: Text(80),
  description: Type.Optional(MultiLine({ maxLength: 1000 })),
  duration: Duration,
  released: IsoDate,
  cover: ImageReference,
  preview: AudioReference,
  streamingUrl: Type.Optional(HttpUrl),
  filter: literals(TRACK_FILTERS),
  featured: Type.Boolean(),
});
export type Track = Static<typeof Track>;

/** About's Meet Our Team. */
export const TeamMember = closed({
  name: Text(120),
  role: Text(120),
  bio: MultiLine({ minLength: 1, maxLength: 2000 }),
  portrait: Type.Optional(ImageReference),
  social: SocialLinks,
  /** Where it shows among the others, smallest first. */
  order: Type.Integer({ minimum: 0, maximum: 10_000 }),
});
export type TeamMember = Static<typeof TeamMember>;

export const LEADERSHIP_GROUPS = ['executive', 'advisory'] as const;

export const Leader = closed({
  name: Text(120),
  group: literals(LEADERSHIP_GROUPS),
  role: Text(120),
  bio: MultiLine({ minLength: 1, maxLength: 2000 }),
  portrait: Type.Optional(ImageReference),
  stats: Type.Array(Text(80), { maxItems: 6 }),
  social: SocialLinks,
  order: Type.Integer({ minimum: 0, maximum: 10_000 }),
});
export type Leader = Static<typeof Leader>;

export const JobOpening = closed({
  title: Text(200),
  location: Text(120),
  employmentType: Text(60),
  description: MultiLine({ minLength: 1, maxLength: 4000 }),
  requirements: Type.Array(Text(300), { maxItems: 30 }),
});
export type JobOpening = Static<typeof JobOpening>;

export const FAQ_CATEGORIES = [
  'music-production',
  'video-production',
  'billing',
  'technical',
  'general',
] as const;

export const Faq = closed({
  category: literals(FAQ_CATEGORIES),
  question: Text(300),
  answer: MultiLine({ minLength: 1, maxLength: 4000 }),
  order: Type.Integer({ minimum: 0, maximum: 10_000 }),
});
export type Faq = Static<typeof Faq>;

export const HelpTopic = closed({
  title: Text(200),
  description: MultiLine({ minLength: 1, maxLength: 2000 }),
  links: Type.Array(closed({ label: Text(80), to: SitePath }), { maxItems: 10 }),
  order: Type.Integer({ minimum: 0, maximum: 10_000 }),
});
export type HelpTopic = Static<typeof HelpTopic>;

/**
 * Every collection, by the name it has in `/api/content/{type}`: its schema, what people call
 * one entry, and the field a new entry's slug is made from.
 */
export const CONTENT_TYPES = {
  articles: {
    schema: Article,
    label: 'Article',
    slugFrom: 'title',
    translatable: ['title', 'subtitle', 'author', 'summary', 'body', 'tags', 'seo'],
  },
  releases: {
    schema: Release,
    label: 'Release',
    slugFrom: 'title',
    translatable: ['title', 'artist', 'description', 'genre'],
  },
  tracks: {
    schema: Track,
    label: 'Track',
    slugFrom: 'title',
    translatable: ['title', 'artist', 'genre', 'description'],
  },
  'team-members': {
    schema: TeamMember,
    label: 'Team member',
    slugFrom: 'name',
    translatable: ['name', 'role', 'bio'],
  },
  leadership: {
    schema: Leader,
    label: 'Leader',
    slugFrom: 'name',
    translatable: ['name', 'role', 'bio', 'stats'],
  },
  jobs: {
    schema: JobOpening,
    label: 'Job opening',
    slugFrom: 'title',
    translatable: ['title', 'location', 'employmentType', 'description', 'requirements'],
  },
  faqs: { schema: Faq, label: 'FAQ', slugFrom: 'question', translatable: ['question', 'answer'] },
  'help-topics': {
    schema: HelpTopic,
    label: 'Help topic',
    slugFrom: 'title',
    translatable: ['title', 'description', 'links'],
  },
} as const satisfies Record<
  string,
  { schema: TObject; label: string; slugFrom: string; translatable: readonly string[] }
>;

export type ContentType = keyof typeof CONTENT_TYPES;
export const CONTENT_TYPE_IDS = Object.keys(CONTENT_TYPES) as ContentType[];

/** The data of one entry of `type`. */
export type ContentData<T extends ContentType> = Static<(typeof CONTENT_TYPES)[T]['schema']>;
/** The data of an entry of any type. */
export type AnyContentData = { [T in ContentType]: ContentData<T> }[ContentType];

export function isContentType(value: string): value is ContentType {
  return Object.hasOwn(CONTENT_TYPES, value);
}

/**
 * The optional calendar dates of `type`'s entries (a release's `released`): a form sends an
 * empty one as `""`, which the API takes as no date.
 */
export function optionalDateFields(type: ContentType): string[] {
  const properties: TObject['properties'] = CONTENT_TYPES[type].schema.properties;
  return Object.entries(properties)
    .filter(([, schema]) => OptionalKind in schema && schema.pattern === IsoDate.pattern)
    .map(([field]) => field);
}

/**
 * The data of a translation of one of `type`'s entries: only the type's translatable fields
 * (`CONTENT_TYPES[type].translatable`), each with the rules and required-ness it has in the
 * type's schema. The language-neutral fields are the source entry's and are never written here.
 */
export function translationSchema(type: ContentType): TObject {
  const { schema, translatable } = CONTENT_TYPES[type];
  const properties: TObject['properties'] = schema.properties;
  return Type.Object(
    Object.fromEntries(
      (translatable as readonly string[]).flatMap((field) => {
        const property = properties[field];
        return property ? [[field, property]] : [];
      }),
    ),
    { additionalProperties: false },
  );
}

/** Whether `field` of `type`'s entries is written per language. */
export const isTranslatable = (type: ContentType, field: string): boolean =>
  (CONTENT_TYPES[type].translatable as readonly string[]).includes(field);

import { Type, type Static, type TOptional } from '@sinclair/typebox';
import { closed } from './schema.js';
import { Email } from '../requests.js';
import { MultiLine, SingleLine, Text } from '../text.js';
import { HttpUrl, SocialLinks } from './collections.js';

/*
 * Website Management: the studio's identity, the coming-soon launch date and the copy of each
 * fixed page (its hero and its search and social description). One document, versioned like an
 * entry; only super admins change it.
 */

export const StudioIdentity = closed({
  name: Text(120),
  legalName: Text(200),
  tagline: Text(200),
  /** The record label the studio releases under. */
  labelName: Text(120),
  description: MultiLine({ minLength: 1, maxLength: 500 }),
  email: Email,
  supportEmail: Email,
  careersEmail: Email,
  /** As shown, `+1 (323) 555-0142`; links dial its digits. */
  phone: Type.String({ minLength: 3, maxLength: 40, pattern: '^[0-9+()./ -]*[0-9][0-9+()./ -]*$' }),
  address: closed({
    street: Text(200),
    city: Text(120),
    region: SingleLine({ maxLength: 120 }),
    postalCode: SingleLine({ maxLength: 20 }),
    /** ISO 3166-1 alpha-2. */
    country: Type.String({ pattern: '^[A-Z]{2}$' }),
  }),
  hours: SingleLine({ maxLength: 200 }),
  founded: Type.Integer({ minimum: 1900, maximum: 2100 }),
  social: SocialLinks,
  videoChannelUrl: HttpUrl,
  streamingAlbumUrl: HttpUrl,
});
export type StudioIdentity = Static<typeof StudioIdentity>;

/** The fixed pages whose hero and description Website Management edits. */
export const FIXED_PAGES = {
  home: '/',
  about: '/about',
  company: '/company',
  leadership: '/leadership',
  careers: '/careers',
  contact: '/contact',
  music: '/music',
  video: '/video',
  tracks: '/tracks',
  'new-release': '/new-release',
  newsroom: '/newsroom',
  faq: '/faq',
  help: '/help',
  support: '/support',
  'coming-soon': '/coming-soon',
} as const;
export type FixedPage = keyof typeof FIXED_PAGES;
export const FIXED_PAGE_IDS = Object.keys(FIXED_PAGES) as FixedPage[];

export const PageCopy = closed({
  eyebrow: Type.Optional(SingleLine({ maxLength: 80 })),
  title: Text(200),
  /** The line under the title; a page without one (the new release) shows none. */
  lead: Type.Optional(MultiLine({ minLength: 1, maxLength: 1000 })),
  /** The page's meta description and share text. */
  description: SingleLine({ minLength: 1, maxLength: 300 }),
});
export type PageCopy = Static<typeof PageCopy>;

export const WebsiteSettings = closed({
  identity: StudioIdentity,
  /** When the studio opens: the coming-soon page counts down to it. */
  launchAt: Type.String({ format: 'date-time', maxLength: 40 }),
  pages: closed(
    Object.fromEntries(FIXED_PAGE_IDS.map((id) => [id, PageCopy])) as Record<
      FixedPage,
      typeof PageCopy
    >,
  ),
});
export type WebsiteSettings = Static<typeof WebsiteSettings>;

/**
 * The words of the website settings in another language: the identity's names and descriptions
 * and each fixed page's copy. Every part is optional and stays absent until written: nothing is
 * filled in from the default language (the neutral parts, such as emails, phone and the launch
 * date, are the default settings' and are never stored here).
 */
export const WebsiteTranslation = closed({
  identity: Type.Optional(
    closed({
      name: Type.Optional(StudioIdentity.properties.name),
      legalName: Type.Optional(StudioIdentity.properties.legalName),
      tagline: Type.Optional(StudioIdentity.properties.tagline),
      labelName: Type.Optional(StudioIdentity.properties.labelName),
      description: Type.Optional(StudioIdentity.properties.description),
      hours: Type.Optional(StudioIdentity.properties.hours),
    }),
  ),
  pages: Type.Optional(
    closed(
      Object.fromEntries(FIXED_PAGE_IDS.map((id) => [id, Type.Optional(PageCopy)])) as Record<
        FixedPage,
        TOptional<typeof PageCopy>
      >,
    ),
  ),
});
export type WebsiteTranslation = Static<typeof WebsiteTranslation>;

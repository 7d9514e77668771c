import type { SocialLinks } from '@studio/contracts';

/** A postal address as the site shows it and structured data names it. */
export interface StudioAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  /** ISO 3166 country code. */
  country: string;
}

/** The social networks the studio links to. */
export type SocialNetwork = 'instagram' | 'x' | 'youtube' | 'facebook';

/** The studio's identity: who it is and how to reach it. */
export interface StudioIdentity {
  name: string;
  tagline: string;
  /** The record label the studio releases under. */
  labelName: string;
  description: string;
  email: string;
  supportEmail: string;
  careersEmail: string;
  founded: number;
  /** Shown as written; `phoneHref` is the same number for `tel:` links. */
  phone: string;
  phoneHref: string;
  address: StudioAddress;
  hours: string;
  social: SocialLinks;
  /** The studio's video channel: Watch Now, Subscribe, Start Watching. */
  videoChannelUrl: string;
  /** The album Start Listening opens on the streaming service. */
  streamingAlbumUrl: string;
  /** The claims the studio makes about itself, shown on several pages. */
  stats: Record<'projects' | 'artists' | 'years' | 'satisfaction' | 'subscribers', string>;
}

/**
 * The studio's default identity, in one place: pages, head tags and the admin app read it and
 * never type the studio's name themselves.
 */
export const siteConfig = {
  name: 'Sargam Studios',
  tagline: 'Music & Film Production',
  labelName: 'Sargam Records',
  description:
    'Sargam Studios is a music and film production studio and record label: recording, mixing, mastering, music videos and creative direction.',
  email: 'hello@sargamstudios.example',
  supportEmail: 'support@sargamstudios.example',
  careersEmail: 'careers@sargamstudios.example',
  founded: 2018,
  phone: '+1 (323) 555-0142',
  phoneHref: 'tel:+13235550142',
  address: {
    street: '1842 Sunset Boulevard, Suite 210',
    city: 'Los Angeles',
    region: 'CA',
    postalCode: '90026',
    country: 'US',
  },
  hours: 'Monday - Friday, 9AM - 6PM PST',
  social: {
    instagram: 'https://www.instagram.com/sargamstudios',
    x: 'https://x.com/sargamstudios',
    youtube: 'https://www.youtube.com/@sargamstudios',
    facebook: 'https://www.facebook.com/sargamstudios',
  },
  videoChannelUrl: 'https://www.youtube.com/@sargamstudios',
  streamingAlbumUrl: 'https://open.spotify.com/album/4sargamstudiosbhakti2024',
  stats: {
    projects: '500+',
    artists: '50+',
    years: '5',
    satisfaction: '100%',
    subscribers: '10K+',
  },
} as const satisfies StudioIdentity;

export type SiteConfig = typeof siteConfig;

/** The studio's address on one line, e.g. for a contact card. */
export const addressLine = (address: StudioAddress = siteConfig.address) =>
  `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;

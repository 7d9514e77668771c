/** The studio's identity in one place, so a rename is one edit: pages and head tags read it, never hard-code it. */
export const siteConfig = {
  name: 'Sargam Studios',
  tagline: 'Music & Film Production',
  /** The record label the studio releases under. */
  labelName: 'Sargam Records',
  description:
    'Sargam Studios is a music and film production studio and record label: recording, mixing, mastering, music videos and creative direction.',
  email: 'hello@sargamstudios.example',
  supportEmail: 'support@sargamstudios.example',
  careersEmail: 'careers@sargamstudios.example',
  founded: 2018,
  /** Shown as written; `phoneHref` is the same number for `tel:` links. */
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
  /** The studio's video channel: Watch Now, Subscribe, Start Watching. */
  videoChannelUrl: 'https://www.youtube.com/@sargamstudios',
  /** The album Start Listening opens on the streaming service. */
  streamingAlbumUrl: 'https://open.spotify.com/album/4sargamstudiosbhakti2024',
  /** The claims the studio makes about itself, shown on several pages. */
  stats: {
    projects: '500+',
    artists: '50+',
    years: '5',
    satisfaction: '100%',
    subscribers: '10K+',
  },
} as const;

export type SiteConfig = typeof siteConfig;
export type SocialNetwork = keyof SiteConfig['social'];

/** The studio's address on one line, e.g. for a contact card. */
export const addressLine = (address: SiteConfig['address'] = siteConfig.address) =>
  `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;

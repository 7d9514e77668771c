import { FIXED_PAGE_IDS, type WebsiteSettings } from '@studio/contracts';

/** A studio's website settings as the Website Management screens' tests are served them. */
export const sampleSettings: WebsiteSettings = {
  identity: {
    name: 'Sample Studio',
    legalName: 'Sample Studio LLC',
    tagline: 'Music and film',
    labelName: 'Sample Records',
    description: 'A sample studio.',
    email: 'hello@sample.test',
    supportEmail: 'support@sample.test',
    careersEmail: 'careers@sample.test',
    phone: '+1 (323) 555-0142',
    address: {
      street: '1 Main Street',
      city: 'Springfield',
      region: 'CA',
      postalCode: '90000',
      country: 'US',
    },
    hours: 'Monday - Friday, 9AM - 6PM',
    founded: 2018,
    social: { instagram: 'https://www.instagram.com/sample' },
    videoChannelUrl: 'https://www.youtube.com/@sample',
    streamingAlbumUrl: 'https://open.spotify.com/album/sample',
  },
  launchAt: '2027-01-01T10:00:00.000Z',
  pages: Object.fromEntries(
    FIXED_PAGE_IDS.map((page) => [
      page,
      { title: `Title of ${page}`, lead: `Lead of ${page}.`, description: `About ${page}.` },
    ]),
  ) as WebsiteSettings['pages'],
};

/** Those settings as the API answers them: version 2, never edited by a person. */
export const sampleView = {
  version: 2,
  settings: sampleSettings,
  updatedAt: '2026-11-21T10:00:00.000Z',
  updatedBy: null,
};

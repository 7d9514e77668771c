/** One FAQ as the content API answers it: its list row, and the entry with its draft. */
export const sampleFaqSummary = {
  id: '0b6f2d4c-1111-4000-8000-000000000001',
  locale: 'en',
  sourceId: null,
  state: 'draft',
  version: 3,
  slug: 'how-long-does-mixing-take',
  liveSlug: null,
  label: 'How long does mixing take?',
  hasUnpublishedChanges: true,
  scheduledFor: null,
  unpublishAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  updatedBy: 'meera@studio.test',
  publishedAt: null,
  deletedAt: null,
};

export const sampleFaqEntry = {
  ...sampleFaqSummary,
  data: {
    category: 'general',
    question: 'How long does mixing take?',
    answer: 'About a week.',
    order: 1,
  },
  live: null,
};

/**
 * An article as the API answers it, its body written as the default articles are stored (each
 * paragraph without the `textFormat` and `textStyle` the editor adds when it serializes one).
 */
export const sampleArticleEntry = {
  ...sampleFaqSummary,
  id: '0b6f2d4c-3333-4000-8000-000000000003',
  slug: 'notes-from-the-live-room',
  label: 'Notes from the live room',
  data: {
    title: 'Notes from the live room',
    category: 'Studio',
    date: '2026-11-20',
    author: 'Meera Iyer',
    summary: 'What a choir taught us.',
    body: {
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            children: [
              {
                type: 'text',
                version: 1,
                text: 'Forty voices in one room.',
                format: 0,
                detail: 0,
                mode: 'normal',
                style: '',
              },
            ],
          },
        ],
      },
    },
    heroImage: {
      mediaId: 'site:live-room',
      alt: 'The live room',
      width: 1200,
      height: 800,
      sources: [{ url: '/images/live-room.webp', width: 1200, format: 'webp' }],
    },
    tags: ['choir'],
  },
  live: null,
};

const portrait = (name: string) => ({
  mediaId: `site:${name}`,
  alt: 'Sawan Ki Bhor',
  width: 960,
  height: 1440,
  sources: [{ url: `/images/${name}-960.webp`, width: 960, format: 'webp' }],
});

/** A release not out yet, on home's Upcoming Releases, as the content API answers it. */
export const sampleReleaseEntry = {
  ...sampleFaqSummary,
  id: '0b6f2d4c-4444-4000-8000-000000000004',
  slug: 'sawan-ki-bhor',
  label: 'Sawan Ki Bhor',
  data: {
    title: 'Sawan Ki Bhor',
    artist: 'Sargam Studios',
    kind: 'music',
    year: 2025,
    poster: portrait('poster-sawan-ki-bhor'),
    links: [],
    featured: false,
    upcoming: {
      stage: 'coming-soon',
      portraitPoster: portrait('poster-sawan-ki-bhor'),
      link: { href: '/coming-soon', label: 'Get notified at launch' },
      order: 3,
    },
  },
  live: null,
};

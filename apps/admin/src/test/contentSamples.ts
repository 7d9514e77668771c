/** One FAQ as the content API answers it: its list row, and the entry with its draft. */
export const sampleFaqSummary = {
  id: '0b6f2d4c-1111-4000-8000-000000000001',
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

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
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  updatedBy: 'meera@studio.test',
  publishedAt: null,
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

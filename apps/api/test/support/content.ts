import { doc, element, paragraph, text } from '@studio/contracts/testing';
import type { PageSelection, ContentPublisher } from '../../src/domain/content/publisher.js';

/** A publisher that remembers what it was asked to re-render (the site renderer's stand-in). */
export class RecordingPublisher implements ContentPublisher {
  calls: PageSelection[] = [];

  publish(pages: PageSelection): Promise<void> {
    this.calls.push(pages);
    return Promise.resolve();
  }

  /** Every path asked for since the last `clear`, in order. */
  paths(): string[] {
    return this.calls.flatMap((call) => ('paths' in call ? call.paths : ['*']));
  }

  clear(): void {
    this.calls = [];
  }
}

export const poster = {
  mediaId: 'site:news-radha-shyam',
  alt: 'A peacock feather in blue and gold',
  width: 1600,
  height: 900,
  sources: [
    { url: '/images/news-radha-shyam-480.webp', width: 480, format: 'webp' },
    { url: '/images/news-radha-shyam-960.webp', width: 960, format: 'webp' },
  ],
};

/** A valid article's data; `overrides` replace fields. */
export function article(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Monsoon Sessions Open for Bookings',
    subtitle: 'Three weeks of live recording in the rainy season',
    category: 'Studio',
    date: '2026-01-15',
    author: 'Sargam Studios Newsroom',
    summary: 'Our live room opens for monsoon sessions: book a day with the full band.',
    body: doc(
      paragraph(text('The monsoon sessions are back.')),
      { ...element, type: 'heading', tag: 'h2', children: [text('How to book')] },
      paragraph(text('Write to us', 1)),
    ),
    heroImage: poster,
    tags: ['sessions', 'monsoon'],
    ...overrides,
  };
}

export function faq(overrides: Record<string, unknown> = {}) {
  return {
    category: 'billing',
    question: 'How do I pay for a session?',
    answer: 'By bank transfer or card, half on booking and half on delivery.',
    order: 1,
    ...overrides,
  };
}

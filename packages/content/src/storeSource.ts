import type { PublishedContent, PublishedEntry } from '@studio/contracts';
import { defaultContentSource } from './defaultSource.js';
import type { FaqItem } from './faq.js';
import type { HelpTopic } from './help.js';
import type { SitePath } from './paths.js';
import type { ContentSource } from './source.js';

const byOrder = <T extends { data: { order: number } }>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => a.data.order - b.data.order);

const faqItem = ({ slug, data }: PublishedEntry<'faqs'>): FaqItem => ({
  id: slug,
  category: data.category,
  question: data.question,
  answer: data.answer,
});

const helpTopic = ({ slug, data }: PublishedEntry<'help-topics'>): HelpTopic => ({
  id: slug,
  title: data.title,
  description: data.description,
  // The store holds only paths its schema accepted as site paths.
  links: data.links.map((link) => ({ label: link.label, to: link.to as SitePath })),
});

/**
 * The content store's published content as a content source: the FAQ and help pages list the
 * store's entries; everything else is the default content.
 */
export function storeContentSource(store: PublishedContent): ContentSource {
  return {
    identity: () => defaultContentSource.identity(),
    articles: () => defaultContentSource.articles(),
    page: async (key) => {
      const page = await defaultContentSource.page(key);
      if (key === 'faq') return { ...page, items: byOrder(store.entries.faqs).map(faqItem) };
      if (key === 'help')
        return { ...page, topics: byOrder(store.entries['help-topics']).map(helpTopic) };
      return page;
    },
  };
}

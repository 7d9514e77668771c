import { sql } from 'drizzle-orm';
import { slugify, type ContentType } from '@studio/contracts';
import { faq, type FaqItem } from '@studio/content/faq';
import { help } from '@studio/content/help';
import type { Db } from '../../db/client.js';
import { contentEntries } from '../../db/schema.js';
import { publishNewEntries, type ContentActor } from './store/index.js';

/** One entry of the first start's content: published as it is. */
export interface SeedEntry {
  type: ContentType;
  data: Record<string, unknown>;
}

/**
 * The collections of the default content (`@studio/content`) the store starts with: the FAQs
 * and help topics. The other collections' modules still reach into `@studio/ui`'s source for
 * their types, which the API cannot type-check; they join this seed once those types move.
 */
export function defaultContentSeed(): SeedEntry[] {
  return [
    ...faq.items.map((item: FaqItem, index: number) => ({
      type: 'faqs' as const,
      data: { category: item.category, question: item.question, answer: item.answer, order: index },
    })),
    ...help.topics.map((topic, index) => ({
      type: 'help-topics' as const,
      data: {
        title: topic.title,
        description: topic.description,
        links: topic.links.map((link) => ({ label: link.label, to: link.to })),
        order: index,
      },
    })),
  ];
}

const SYSTEM: ContentActor = { id: null, email: null, role: null, ip: null };

/**
 * On a store that has never held an entry, publishes `seed` (in one transaction and a few batched
 * inserts, under an advisory lock so instances starting together seed once). Answers how many
 * entries it added.
 */
export async function seedContentStore(db: Db, seed: SeedEntry[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.studio_content_seed'))`,
    );
    const [existing] = await tx.select({ id: contentEntries.id }).from(contentEntries).limit(1);
    if (existing) return 0;
    const outcome = await publishNewEntries(tx, seed, SYSTEM, now);
    if (!outcome.ok) {
      const entry = seed[outcome.index];
      throw new Error(
        `default content ${entry?.type} "${slugify(String(entry?.data.title ?? ''))}" refused: ${JSON.stringify(outcome.errors)}`,
      );
    }
    return outcome.count;
  });
}

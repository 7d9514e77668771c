// The content benchmarks' server: a PGlite data directory filled with many articles before the
// built server (dist/server.js) starts on it in production mode, and a super admin's session.
// Used by content-store.ts (the API's calls) and admin-content.ts (the admin app in Chromium).
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paragraph, richText } from '@studio/content/richText';
import { openPglite } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { contentRevisions } from '../src/db/schema.js';
import { publishNewEntries } from '../src/domain/content/store/index.js';
import { migrationsDir } from '../src/paths.js';
import { BENCH_SUPER_ADMIN, outboxCodes, startBuiltServer } from './built-server.js';

export const EMAIL = BENCH_SUPER_ADMIN.email;
const PASSWORD = BENCH_SUPER_ADMIN.password;

/** An article of `paragraphs` paragraphs of 50 words each (12: a usual story of 600 words). */
export function benchArticle(title: string, revision: number, paragraphs = 12) {
  const words = `Revision ${revision}: the band tracked live in the big room with every microphone open and the tape rolling, `;
  const sentence = words.repeat(50 / words.trim().split(/\s+/).length + 1);
  const fifty = sentence.trim().split(/\s+/).slice(0, 50).join(' ');
  return {
    title,
    category: 'Studio',
    date: '2026-01-15',
    author: 'Studio Newsroom',
    summary: `Notes from ${title}, revision ${revision}.`,
    body: richText(...Array.from({ length: paragraphs }, () => paragraph(fifty))),
    heroImage: {
      mediaId: 'site:news-radha-shyam',
      alt: 'A peacock feather in blue and gold',
      width: 1600,
      height: 900,
      sources: [{ url: '/images/news-radha-shyam-960.webp', width: 960, format: 'webp' }],
    },
    tags: ['diary'],
  };
}

export const diaryTitle = (index: number) => `Studio diary ${index}`;

/**
 * Fills a new data directory: `entries` published articles (`diaryTitle(i)`) with `revisions`
 * revisions each, plus the `extra` articles given whole.
 */
async function fillStore(
  dataDir: string,
  options: { entries: number; revisions: number; extra: Record<string, unknown>[] },
): Promise<void> {
  const database = await openPglite(join(dataDir, 'db'));
  await migrate(database.db, migrationsDir());
  const now = new Date();
  const system = { id: null, email: null, role: null, ip: null };
  const data = [
    ...Array.from({ length: options.entries }, (_, index) => benchArticle(diaryTitle(index), 1)),
    ...options.extra,
  ];
  const outcome = await database.db.transaction((tx) =>
    publishNewEntries(
      tx,
      data.map((entry) => ({ type: 'articles' as const, data: entry })),
      system,
      now,
    ),
  );
  if (!outcome.ok) throw new Error(`the bench's articles were refused: ${JSON.stringify(outcome)}`);
  const entries = await database.db.query.contentEntries.findMany({
    columns: { id: true, draft: true },
  });
  // The import kept a save and a publish revision of each: the rest are saves.
  for (const entry of entries) {
    if (options.revisions <= 2) break;
    await database.db.insert(contentRevisions).values(
      Array.from({ length: options.revisions - 2 }, (_, offset) => ({
        id: randomUUID(),
        entryId: entry.id,
        number: offset + 3,
        createdAt: new Date(now.getTime() + (offset + 1) * 60_000),
        actorId: null,
        actorEmail: EMAIL,
        reason: 'save' as const,
        changedFields: ['title', 'body'],
        document: {
          slug: entry.draft.slug,
          data: { ...entry.draft.data, summary: `Revision ${offset + 3}.` },
        },
      })),
    );
  }
  await database.close();
}

export interface StoreServer {
  origin: string;
  pid: number;
  /** A super admin's session: the Cookie header. */
  cookie: string;
  stop(): Promise<void>;
}

/** Fills a store (see fillStore), starts the built server on it and signs in as the super admin. */
export async function startStoreServer(options: {
  entries: number;
  revisions: number;
  extra?: Record<string, unknown>[];
}): Promise<StoreServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-bench-store-'));
  await fillStore(dataDir, { extra: [], ...options });
  const { origin, pid, stop } = await startBuiltServer(dataDir);
  try {
    const post = (path: string, body: object) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(body),
      });
    const credentials = await post('/api/super-admin/verify-credentials', {
      email: EMAIL,
      password: PASSWORD,
    });
    if (!credentials.ok) throw new Error(`verify-credentials: ${credentials.status}`);
    // The outbox file is written before the API answers.
    const code = (await outboxCodes(dataDir)).get(EMAIL) ?? '';
    const verified = await post('/api/super-admin/verify-otp', { email: EMAIL, otp: code });
    if (!verified.ok) throw new Error(`verify-otp: ${verified.status}`);
    const cookie = verified.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { origin, pid, cookie, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

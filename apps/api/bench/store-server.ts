// The content benchmarks' server: a PGlite data directory filled with many articles before the
// built server (dist/server.js) starts on it in production mode, and a super admin's session.
// Used by content-store.ts (the API's calls) and admin-content.ts (the admin app in Chromium).
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paragraph, richText } from '@studio/content/richText';
import { openPglite } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { contentRevisions } from '../src/db/schema.js';
import { publishNewEntries } from '../src/domain/content/store/index.js';
import { migrationsDir } from '../src/paths.js';
import { freePort } from '../../../scripts/free-port.mjs';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
export const EMAIL = 'root@bench.test';
const PASSWORD = 'bench-harmonium-47-tabla';

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
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(apiDir, 'dist/server.js')], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      SUPER_ADMIN_EMAIL: EMAIL,
      SUPER_ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    for (let tries = 0; ; tries += 1) {
      if (child.exitCode !== null) throw new Error('the server exited early');
      if (tries > 900) throw new Error('the server did not answer in 180 s');
      const up = await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
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
    let code = '';
    for (let tries = 0; !code && tries < 50; tries += 1) {
      for (const file of await readdir(join(dataDir, 'outbox')).catch(() => [])) {
        const mail = JSON.parse(await readFile(join(dataDir, 'outbox', file), 'utf8')) as {
          text: string;
        };
        code = /\b\d{6}\b/.exec(mail.text)?.[0] ?? code;
      }
      if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const verified = await post('/api/super-admin/verify-otp', { email: EMAIL, otp: code });
    if (!verified.ok) throw new Error(`verify-otp: ${verified.status}`);
    const cookie = verified.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { origin, pid: child.pid as number, cookie, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

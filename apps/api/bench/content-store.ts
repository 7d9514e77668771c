// `npm run bench:content` (second part; `npm run bench:store -w @studio/api` alone): the content
// store and the media library under a studio's real load, against the built server
// (dist/server.js) in production mode on embedded PGlite. Prints Markdown rows:
// - list latency with 1,000 articles of 20 revisions each (the admin's list: newest change first,
//   20 a page, paged and searched), read and save latency, and the server's memory with that store;
// - a 10 MB photo's upload and processing time, and the server's peak memory while it works;
// - requests per second of a media file from the instance's local cache against a file of the
//   site build of about the same size (goal: at least 0.8×).
// The store is filled before the server starts (the API has no bulk route): 1,000 published
// articles through the store's own bulk import, then 19 more revisions each.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import sharp from 'sharp';
import type { MediaAnswer } from '@studio/contracts';
import { openPglite } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { contentRevisions } from '../src/db/schema.js';
import { publishNewEntries } from '../src/domain/content/store/index.js';
import { migrationsDir } from '../src/paths.js';
import { freePort } from '../../../scripts/free-port.mjs';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const siteImages = join(apiDir, '../site/dist/client/images');
const ENTRIES = 1000;
const REVISIONS = 20;
const EMAIL = 'root@bench.test';
const PASSWORD = 'bench-harmonium-47-tabla';

const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  mode: 'normal',
  style: '',
  detail: 0,
});
const element = { version: 1, direction: null, format: '', indent: 0 };
const paragraph = (value: string) => ({ ...element, type: 'paragraph', children: [text(value)] });

/** An article of about 600 words (a real story's size). */
function article(index: number, revision: number) {
  const sentence = `Session ${index} revision ${revision}: the band tracked live in the big room, `;
  return {
    title: `Studio diary ${index}: week ${revision}`,
    category: 'Studio',
    date: '2026-01-15',
    author: 'Studio Newsroom',
    summary: `Notes from session ${index}, revision ${revision}.`,
    body: {
      root: {
        ...element,
        type: 'root',
        children: Array.from({ length: 12 }, () => paragraph(sentence.repeat(5))),
      },
    },
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

async function fillStore(dataDir: string): Promise<void> {
  const database = await openPglite(join(dataDir, 'db'));
  await migrate(database.db, migrationsDir());
  const now = new Date();
  const system = { id: null, email: null, role: null, ip: null };
  const outcome = await database.db.transaction((tx) =>
    publishNewEntries(
      tx,
      Array.from({ length: ENTRIES }, (_, index) => ({
        type: 'articles' as const,
        data: article(index, 1),
      })),
      system,
      now,
    ),
  );
  if (!outcome.ok) throw new Error(`the bench's articles were refused: ${JSON.stringify(outcome)}`);
  const entries = await database.db.query.contentEntries.findMany({
    columns: { id: true, draft: true },
  });
  // Revisions 3..20 (the import kept a save and a publish revision of each).
  for (const [index, entry] of entries.entries()) {
    await database.db.insert(contentRevisions).values(
      Array.from({ length: REVISIONS - 2 }, (_, offset) => ({
        id: randomUUID(),
        entryId: entry.id,
        number: offset + 3,
        createdAt: new Date(now.getTime() + (offset + 1) * 60_000),
        actorId: null,
        actorEmail: EMAIL,
        reason: 'save' as const,
        changedFields: ['title', 'body'],
        document: { slug: entry.draft.slug, data: article(index, offset + 3) },
      })),
    );
  }
  await database.close();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (values: number[]) =>
  `${percentile(values, 50).toFixed(0)} ms / ${percentile(values, 99).toFixed(0)} ms`;
const memoryOf = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(
    new RegExp(`${field}:\\s+(\\d+) kB`),
  );
  return match ? Number(match[1]) / 1024 : Number.NaN;
};
const mb = (value: number) => `${value.toFixed(0)} MB`;

/** Runs one request, adds its time (body read in full) to `times`, and answers the body. */
async function timed(times: number[], action: () => Promise<Response>): Promise<string> {
  const started = performance.now();
  const response = await action();
  const body = await response.text();
  times.push(performance.now() - started);
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${body}`);
  return body;
}

const dataDir = await mkdtemp(join(tmpdir(), 'studio-bench-store-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
await fillStore(dataDir);
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

try {
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error('the server exited early');
    if (tries > 900) throw new Error('the server did not answer in 180 s');
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid as number;
  const startMemory = memoryOf(pid, 'VmRSS');

  const post = (path: string, body: object, cookie = '') =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(body),
    });
  const credentials = await post('/api/super-admin/verify-credentials', {
    email: EMAIL,
    password: PASSWORD,
  });
  if (!credentials.ok) throw new Error(`verify-credentials: ${credentials.status}`);
  let code = '';
  for (let tries = 0; !code && tries < 50; tries += 1) {
    const files = await readdir(join(dataDir, 'outbox')).catch(() => []);
    for (const file of files) {
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
  const get = (path: string) => fetch(`${origin}${path}`, { headers: { cookie } });

  // The list as the admin asks for it: first pages, deep pages, and a search.
  const firstPages: number[] = [];
  const deepPages: number[] = [];
  const searches: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    await timed(firstPages, () => get('/api/content/articles?page=1&pageSize=20'));
    await timed(deepPages, () => get(`/api/content/articles?page=${40 + (i % 10)}&pageSize=20`));
    await timed(searches, () => get(`/api/content/articles?q=diary%20${100 + i}&pageSize=20`));
  }
  const list = (await (await get('/api/content/articles?pageSize=100')).json()) as {
    items: { id: string }[];
  };
  const reads: number[] = [];
  const saves: number[] = [];
  for (const { id } of list.items) {
    const answer = JSON.parse(await timed(reads, () => get(`/api/content/articles/${id}`))) as {
      entry: { version: number; data: Record<string, unknown> };
    };
    await timed(saves, () =>
      fetch(`${origin}/api/content/articles/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin, cookie },
        body: JSON.stringify({
          version: answer.entry.version,
          data: { ...answer.entry.data, summary: `Edited in the benchmark at ${Date.now()}.` },
        }),
      }),
    );
  }
  const storeMemory = memoryOf(pid, 'VmRSS');

  // A 10 MB photo: noise does not compress, so a JPEG of it stays large.
  const photo = await sharp({
    create: {
      width: 3800,
      height: 2500,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 98 })
    .toBuffer();
  const boundary = '----studio-bench';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const beforeUpload = memoryOf(pid, 'VmHWM');
  const uploadStarted = performance.now();
  const uploaded = await fetch(`${origin}/api/media`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin, cookie },
    body,
  });
  const uploadMs = performance.now() - uploadStarted;
  if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const peakDuringUpload = memoryOf(pid, 'VmHWM');
  const { item } = (await uploaded.json()) as MediaAnswer;

  // A media file against a site file of about the same size, in turns.
  const staticFiles = await Promise.all(
    (await readdir(siteImages))
      .filter((name) => name.endsWith('.webp'))
      .map(async (name) => ({ name, bytes: (await stat(join(siteImages, name))).size })),
  );
  const mediaFile = item.files
    .filter((file) => file.format === 'webp')
    .sort((a, b) => Math.abs(a.bytes - 60_000) - Math.abs(b.bytes - 60_000))[0];
  if (!mediaFile) throw new Error('the upload has no WebP file');
  const twin = staticFiles.sort(
    (a, b) => Math.abs(a.bytes - mediaFile.bytes) - Math.abs(b.bytes - mediaFile.bytes),
  )[0];
  if (!twin) throw new Error('the site build has no WebP image');
  const rps = async (path: string) =>
    Math.round(
      (await autocannon({ url: `${origin}${path}`, connections: 10, duration: 4 })).requests
        .average,
    );
  await rps(mediaFile.url);
  let mediaRps = 0;
  let staticRps = 0;
  for (let turn = 0; turn < 3; turn += 1) {
    staticRps += await rps(`/images/${twin.name}`);
    mediaRps += await rps(mediaFile.url);
  }

  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  console.log(
    `\n### Content store and media, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, PGlite, load ${load}\n`,
  );
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(
    `| list, ${ENTRIES} articles × ${REVISIONS} revisions: first page, p50 / p99 (50) | ${ms(firstPages)} |`,
  );
  console.log(`| list: pages 40–49, p50 / p99 (50) | ${ms(deepPages)} |`);
  console.log(`| list: text search, p50 / p99 (50) | ${ms(searches)} |`);
  console.log(`| read one entry, p50 / p99 (100) | ${ms(reads)} |`);
  console.log(`| save (PUT, a 600-word article), p50 / p99 (100) | ${ms(saves)} |`);
  console.log(`| server memory (RSS): after start with that store | ${mb(startMemory)} |`);
  console.log(`| server memory (RSS): after the lists, reads and saves | ${mb(storeMemory)} |`);
  console.log(
    `| upload and processing of a ${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG (3800 × 2500) | ${uploadMs.toFixed(0)} ms |`,
  );
  console.log(
    `| server peak memory (VmHWM) before / after that upload | ${mb(beforeUpload)} / ${mb(peakDuringUpload)} |`,
  );
  console.log(
    `| media file from the local cache (${(mediaFile.bytes / 1024).toFixed(1)} kB WebP), requests/s | ${Math.round(mediaRps / 3)} |`,
  );
  console.log(
    `| site build file (${(twin.bytes / 1024).toFixed(1)} kB WebP), requests/s | ${Math.round(staticRps / 3)} |`,
  );
  console.log(`| ratio media / static (goal ≥ 0.8) | ${(mediaRps / staticRps).toFixed(2)}× |`);
} finally {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}

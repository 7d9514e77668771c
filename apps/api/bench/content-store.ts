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
import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import sharp from 'sharp';
import type { MediaAnswer } from '@studio/contracts';
import { startStoreServer } from './store-server.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const siteImages = join(apiDir, '../site/dist/client/images');
const ENTRIES = 1000;
const REVISIONS = 20;

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

const server = await startStoreServer({ entries: ENTRIES, revisions: REVISIONS });
const { origin, pid, cookie } = server;

try {
  const startMemory = memoryOf(pid, 'VmRSS');
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
  await server.stop();
}

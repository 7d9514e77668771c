// What a studio sees after it changes content, measured against the built server through the
// API as the admin app calls it (bench-content.mjs prints the rows):
// - a new article's publish: from the start of its publish request until its page answers 200
//   with its title, /newsroom lists it, and the sitemap, the RSS feed and /search-index.json
//   hold it (each polled);
// - a live article's new title (saved, then published): from the publish's start until its page
//   shows the new title;
// - a new studio name saved in the website settings (every page is rendered again, in the
//   background): from the save's start until every page of the sitemap and both feeds' titles
//   show it.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { paragraph, richText } from '@studio/content/richText';

/** How long one change may take to show before the bench gives up (far beyond the goals). */
const GIVE_UP_MS = 120_000;
const FEEDS = ['/newsroom/rss.xml', '/newsroom/atom.xml'];

/**
 * Signs in through the password and code steps as the admin app does; the code is read from the
 * server's outbox (its `*.json` mails only). Answers the Cookie header of the session.
 */
export async function signIn(server, email, password) {
  const post = (path, body) =>
    fetch(`${server.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify(body),
    });
  const credentials = await post('/api/super-admin/verify-credentials', { email, password });
  if (!credentials.ok) throw new Error(`verify-credentials: ${credentials.status}`);
  // The outbox file is written before the API answers.
  const outbox = join(server.dataDir, 'outbox');
  let code = '';
  for (const file of (await readdir(outbox)).filter((name) => name.endsWith('.json')).sort()) {
    const mail = JSON.parse(await readFile(join(outbox, file), 'utf8'));
    const found = /\b\d{6}\b/.exec(mail.text)?.[0];
    if (mail.to === email && found) code = found;
  }
  const verified = await post('/api/super-admin/verify-otp', { email, otp: code });
  if (!verified.ok) throw new Error(`verify-otp: ${verified.status}`);
  return verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The content and website API, signed in. Throws on any answer but a success. */
function apiOf(server, cookie) {
  return async (method, path, body) => {
    const response = await fetch(`${server.origin}${path}`, {
      method,
      headers: {
        cookie,
        origin: server.origin,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text);
  };
}

/** A usual story: 12 paragraphs of about 50 words. */
function storyData(title) {
  const words =
    'The band tracked live in the big room with every microphone open and the tape rolling while the monsoon rain drummed on the roof above the control room. ';
  return {
    title,
    category: 'Studio',
    date: '2026-01-15',
    author: 'Studio Newsroom',
    summary: `Notes from ${title}.`,
    body: richText(...Array.from({ length: 12 }, () => paragraph(words.repeat(2).trim()))),
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

/**
 * Polls every check (a path and what its answer must satisfy) until each has passed once, and
 * answers the time from `started` to the moment the last one passed.
 */
async function visibleAfter(server, started, checks) {
  const passedAt = new Map();
  for (;;) {
    const waiting = checks.filter((check) => !passedAt.has(check));
    if (waiting.length === 0) break;
    if (performance.now() - started > GIVE_UP_MS)
      throw new Error(
        `not visible after ${GIVE_UP_MS} ms: ${waiting.map((check) => check.path).join(', ')}`,
      );
    await Promise.all(
      waiting.map(async (check) => {
        const response = await fetch(`${server.origin}${check.path}`);
        const text = await response.text();
        if (check.passes(response.status, text)) passedAt.set(check, performance.now());
      }),
    );
    if (passedAt.size < checks.length) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Math.max(...passedAt.values()) - started;
}

const contains = (words) => (status, text) => status === 200 && text.includes(words);

/**
 * `publishes` new articles, each published and polled until every page that shows it does; then
 * `updates` new titles of one live article, each saved, published and polled on its page.
 */
export async function publishVisibility(server, cookie, { publishes, updates, run }) {
  const api = apiOf(server, cookie);
  const published = [];
  let last;
  for (let i = 0; i < publishes; i += 1) {
    const title = `Bench story ${run} number ${i + 1}`;
    const { entry } = await api('POST', '/api/content/articles', { data: storyData(title) });
    const started = performance.now();
    const answer = await api('POST', `/api/content/articles/${entry.id}/publish`, {
      version: entry.version,
    });
    const path = `/article/${entry.slug}`;
    published.push(
      await visibleAfter(server, started, [
        { path, passes: contains(title) },
        { path: '/newsroom', passes: contains(title) },
        { path: '/sitemap.xml', passes: contains(`${path}</loc>`) },
        { path: FEEDS[0], passes: contains(title) },
        { path: '/search-index.json', passes: contains(title) },
      ]),
    );
    last = answer.entry;
  }
  const updated = [];
  for (let i = 0; i < updates; i += 1) {
    const title = `Bench story ${run} retitled ${i + 1}`;
    const saved = await api('PUT', `/api/content/articles/${last.id}`, {
      version: last.version,
      data: { ...last.data, title },
    });
    const started = performance.now();
    const answer = await api('POST', `/api/content/articles/${last.id}/publish`, {
      version: saved.entry.version,
    });
    updated.push(
      await visibleAfter(server, started, [
        { path: `/article/${last.liveSlug ?? last.slug}`, passes: contains(title) },
      ]),
    );
    last = answer.entry;
  }
  return { published, updated };
}

/**
 * `saves` new studio names through the website settings, each polled until every page of the
 * sitemap and both feeds' titles show it. Answers the times and how many pages were polled.
 */
export async function settingsVisibility(server, cookie, { saves, run }) {
  const api = apiOf(server, cookie);
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  // The default language's pages: the settings' name is theirs; a page in another language
  // names the studio in that language's words (its own settings), which this save leaves as
  // they are (the render still writes those pages).
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((path) => path !== '/hi' && !path.startsWith('/hi/'));
  const times = [];
  for (let i = 0; i < saves; i += 1) {
    const name = `Bench Studio ${run} ${i + 1}`;
    const { website } = await api('GET', '/api/website');
    const { settings } = website;
    const started = performance.now();
    await api('PUT', '/api/website', {
      version: website.version,
      settings: { ...settings, identity: { ...settings.identity, name } },
    });
    times.push(
      await visibleAfter(server, started, [
        ...pages.map((path) => ({ path, passes: contains(name) })),
        ...FEEDS.map((path) => ({ path, passes: contains(`${name} Newsroom</title>`) })),
      ]),
    );
  }
  return { times, pages: pages.length };
}

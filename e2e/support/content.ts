// The content API as an editor calls it, and where a visitor finds a published article: shared by
// the publishing journey and the two-instance one.
import { paragraph, richText } from '@studio/content/richText';
import { expect } from 'vitest';
import { latestCode } from './mail';
import type { RunningServer } from './server';

export const ROOT = { email: 'owner@studio.test', password: 'violet-tabla-42-monsoon' };
export const TITLE = 'Rain Room Sessions Open for Bookings';
export const SLUG = 'rain-room-sessions-open-for-bookings';
export const BODY_LINE = 'Our live room now records with the monsoon outside the window.';

const article = {
  title: TITLE,
  subtitle: 'Book a day with the full band',
  category: 'Studio',
  date: '2026-11-20',
  author: 'Studio Newsroom',
  summary: 'The live room opens for rain-season sessions: book a day with the full band.',
  body: richText(paragraph(BODY_LINE)),
  heroImage: {
    mediaId: 'site:news-radha-shyam',
    alt: 'A peacock feather in blue and gold',
    width: 1600,
    height: 900,
    sources: [{ url: '/images/news-radha-shyam-960.webp', width: 960, format: 'webp' }],
  },
  tags: ['sessions'],
};

/** An article's data under another title (its slug comes from the title). */
export const articleTitled = (title: string) => ({ ...article, title });

interface Entry {
  id: string;
  version: number;
  slug: string;
  state: string;
}

/** A super admin's session on `server`: the Cookie header. */
export async function signIn(server: RunningServer): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${server.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const first = await post('/api/super-admin/verify-credentials', ROOT);
  expect(first.status).toBe(200);
  const otp = await latestCode(server.dataDir, ROOT.email);
  const second = await post('/api/super-admin/verify-otp', { email: ROOT.email, otp });
  expect(second.status).toBe(200);
  return (second.headers.get('set-cookie') ?? '')
    .split(/,(?=\s*[\w-]+=)/)
    .map((cookie) => cookie.split(';')[0]?.trim())
    .join('; ');
}

/** The content API as a signed-in editor calls it; each call must succeed. */
export function contentApi(server: RunningServer, cookie: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: server.origin, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
    return answer;
  };
  const entry = (answer: Record<string, unknown>) => answer.entry as Entry;
  return {
    create: async () => entry(await call('POST', '/api/content/articles', { data: article })),
    publish: async (at: Entry) =>
      entry(await call('POST', `/api/content/articles/${at.id}/publish`, { version: at.version })),
    unpublish: async (at: Entry) =>
      entry(
        await call('POST', `/api/content/articles/${at.id}/unpublish`, { version: at.version }),
      ),
    preview: async (at: Entry) =>
      (await call('POST', `/api/content/articles/${at.id}/preview`, {})) as {
        url: string;
        expiresAt: string;
      },
  };
}

/** The text of a public file, as a visitor's browser or a feed reader fetches it. */
export const fetched = async (server: RunningServer, path: string) => {
  const response = await fetch(`${server.origin}${path}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

/** Where a published article must be found, and an unpublished one must not. */
export async function everywhere(server: RunningServer): Promise<Record<string, boolean>> {
  const places = {
    newsroom: ['/newsroom', TITLE],
    sitemap: ['/sitemap.xml', `/article/${SLUG}`],
    rss: ['/newsroom/rss.xml', TITLE],
    atom: ['/newsroom/atom.xml', TITLE],
    search: ['/search-index.json', TITLE],
  } as const;
  const seen = await Promise.all(
    Object.entries(places).map(async ([place, [path, wanted]]) => [
      place,
      (await fetched(server, path)).text.includes(wanted),
    ]),
  );
  return Object.fromEntries(seen) as Record<string, boolean>;
}

export const nowhere = { newsroom: false, sitemap: false, rss: false, atom: false, search: false };
export const found = { newsroom: true, sitemap: true, rss: true, atom: true, search: true };

/** Changes the website settings as a super admin does (read, change, write with its version). */
export async function changeWebsite(
  server: RunningServer,
  cookie: string,
  change: (settings: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const headers = { 'content-type': 'application/json', origin: server.origin, cookie };
  const read = await fetch(`${server.origin}/api/website`, { headers });
  expect(read.status).toBe(200);
  const { website } = (await read.json()) as {
    website: { version: number; settings: Record<string, unknown> };
  };
  const written = await fetch(`${server.origin}/api/website`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ version: website.version, settings: change(website.settings) }),
  });
  expect(written.status, await written.clone().text()).toBe(200);
}

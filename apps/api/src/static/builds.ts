import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { PagePolicy } from '@studio/contracts';

/**
 * The site build's manifests: prefixes whose unknown pages show one prerendered page
 * (routes.json), and each HTML file's CSP additions (csp.json).
 */
export interface SiteBuild {
  root: string;
  /**
   * Each prefix's page, and the loader data a client navigation under it fetches; `status` 404
   * when the page stands for what is not there (then its file is never served as a 200 itself).
   */
  fallbacks: { prefix: string; file: string; data?: string; status: 200 | 404 }[];
  pages: Map<string, PagePolicy>;
}

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]+=*'$/;
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+$/;

const stringsMatching = (value: unknown, pattern: RegExp): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && pattern.test(item))
    ? (value as string[])
    : null;

/** Reads csp.json, keeping only well-formed entries (a hash or an https origin, nothing else). */
function readPagePolicies(manifest: unknown): Map<string, PagePolicy> {
  const pages = new Map<string, PagePolicy>();
  if (typeof manifest !== 'object' || manifest === null || !('pages' in manifest)) return pages;
  const entries = manifest.pages;
  if (typeof entries !== 'object' || entries === null) return pages;
  for (const [file, value] of Object.entries(entries as Record<string, unknown>)) {
    if (safeRelative(file) === null || typeof value !== 'object' || value === null) continue;
    const entry = value as Record<string, unknown>;
    const scriptHashes = stringsMatching(entry.scriptHashes, HASH_SOURCE);
    const frameSrc = stringsMatching(entry.frameSrc ?? [], HTTPS_ORIGIN);
    const connectSrc = stringsMatching(entry.connectSrc ?? [], HTTPS_ORIGIN);
    if (scriptHashes && frameSrc && connectSrc)
      pages.set(file, { scriptHashes, frameSrc, connectSrc });
  }
  return pages;
}

/** The admin build's manifest: the SPA routes answered with its index.html. */
export interface AdminBuild {
  root: string;
  routes: string[];
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function loadSiteBuild(root: string): Promise<SiteBuild | null> {
  if (!(await isDirectory(root)) || !(await isFile(join(root, 'index.html')))) return null;
  const manifest = await readJson(join(root, 'routes.json'));
  const fallbacks: SiteBuild['fallbacks'] = [];
  if (
    typeof manifest === 'object' &&
    manifest !== null &&
    'fallbacks' in manifest &&
    Array.isArray(manifest.fallbacks)
  ) {
    for (const entry of manifest.fallbacks as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { prefix, file, data, status } = entry as Record<string, unknown>;
      if (
        typeof prefix === 'string' &&
        prefix.startsWith('/') &&
        typeof file === 'string' &&
        safeRelative(file) !== null
      ) {
        const safeData =
          typeof data === 'string' && data.endsWith('.data') && safeRelative(data) !== null;
        const answer = status === 404 ? 404 : 200;
        fallbacks.push(
          safeData ? { prefix, file, data, status: answer } : { prefix, file, status: answer },
        );
      }
    }
  }
  const pages = readPagePolicies(await readJson(join(root, 'csp.json')));
  return { root, fallbacks, pages };
}

export async function loadAdminBuild(root: string): Promise<AdminBuild | null> {
  if (!(await isDirectory(root)) || !(await isFile(join(root, 'index.html')))) return null;
  const manifest = await readJson(join(root, 'routes.json'));
  const routes: string[] = [];
  if (
    typeof manifest === 'object' &&
    manifest !== null &&
    'routes' in manifest &&
    Array.isArray(manifest.routes)
  ) {
    for (const route of manifest.routes as unknown[]) {
      if (typeof route === 'string' && route.startsWith('/')) routes.push(route);
    }
  }
  return { root, routes };
}

/**
 * `/a/b` is exact (a trailing slash tolerated); `/a/*` is anything below `/a/` (at least one
 * more character), never `/a` itself.
 */
export function matchesRoute(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -1);
    return path.startsWith(prefix) && path.length > prefix.length;
  }
  return path === pattern || path === `${pattern}/`;
}

/**
 * A URL path as a path relative to a build root, or null when it could escape the root or
 * names a hidden file: no `..`, no empty or dot-led segments, no backslashes or NULs.
 */
export function safeRelative(path: string): string | null {
  const trimmed = path.replace(/^\/+/, '');
  if (trimmed === '') return '';
  if (/[\\\0]/.test(trimmed)) return null;
  const segments = trimmed.split('/');
  const last = segments.length - 1;
  for (const [index, segment] of segments.entries()) {
    if (segment === '' && index === last) continue;
    if (segment === '' || segment.startsWith('.')) return null;
  }
  return segments.join(sep === '/' ? '/' : sep);
}

import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

/** The site build's manifest: prefixes whose unknown pages show one prerendered page. */
export interface SiteBuild {
  root: string;
  fallbacks: { prefix: string; file: string }[];
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
      const { prefix, file } = entry as Record<string, unknown>;
      if (
        typeof prefix === 'string' &&
        prefix.startsWith('/') &&
        typeof file === 'string' &&
        safeRelative(file) !== null
      ) {
        fallbacks.push({ prefix, file });
      }
    }
  }
  return { root, fallbacks };
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

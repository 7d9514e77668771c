import { Type, type Static } from '@sinclair/typebox';
import { closed, literals } from './schema.js';
import { PageFields, PageQuery } from '../pagination.js';
import { SingleLine } from '../text.js';

/*
 * Redirects between addresses of the public site: the former slugs of published articles (kept
 * by the content store, read-only here) and the ones a super admin adds in Website Management.
 * Both ends are paths on this site, never another host, so a redirect can never send a visitor
 * away from the studio's origin.
 */

export const SITE_PATH_MAX_LENGTH = 500;

/** Paths a redirect never starts at or leads to: the API and the admin area keep their own. */
export const REDIRECT_RESERVED_PREFIXES = ['/api', '/admin', '/super-admin'] as const;

export const RedirectTexts = {
  created: 'Redirect added.',
  saved: 'Redirect saved.',
  removed: 'Redirect removed.',
  notFound: 'Redirect not found',
  notSitePath: 'Enter a path on this site, starting with / (never another site’s address).',
  queryOrFragment: 'Enter the path alone, without ? or #.',
  dotSegment: 'A path cannot hold . or .. segments.',
  badEncoding: 'This path holds a broken %-escape.',
  reserved: 'Redirects cannot start at or lead to the API or the admin area.',
  sameAddress: 'A redirect cannot lead to its own address.',
  loop: 'This redirect would lead back to where it starts.',
  taken: 'This address already redirects.',
} as const;

/**
 * The path as the redirects table keeps it: one trailing slash dropped (`/help/` is `/help`), the
 * root kept as `/`.
 */
export function normalSitePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Why `path` cannot be one end of a redirect, or null when it can. */
export function sitePathProblem(path: string): string | null {
  // `//host` and `/\host` are read by browsers as another host.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return RedirectTexts.notSitePath;
  // Blanks, controls (the schema refuses them too) and backslashes, which browsers read as `/`.
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001F\u007F]/.test(path)) return RedirectTexts.notSitePath;
  if (/[?#]/.test(path)) return RedirectTexts.queryOrFragment;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return RedirectTexts.badEncoding;
  }
  if (decoded.startsWith('//') || decoded.includes('\\')) return RedirectTexts.notSitePath;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..'))
    return RedirectTexts.dotSegment;
  const lower = normalSitePath(decoded.toLowerCase());
  if (
    REDIRECT_RESERVED_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))
  )
    return RedirectTexts.reserved;
  return null;
}

export const REDIRECT_KINDS = ['manual', 'former-slug'] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];

export const RedirectPath = SingleLine({ minLength: 1, maxLength: SITE_PATH_MAX_LENGTH });

export const RedirectView = closed({
  /** A manual redirect's id; a former slug has none (it changes with its article). */
  id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  kind: literals(REDIRECT_KINDS),
  from: Type.String(),
  to: Type.String(),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
export type RedirectView = Static<typeof RedirectView>;

export const RedirectInput = closed({ from: RedirectPath, to: RedirectPath });
export type RedirectInput = Static<typeof RedirectInput>;

export const RedirectListQuery = closed({ ...PageQuery });
export type RedirectListQuery = Static<typeof RedirectListQuery>;

export const RedirectListAnswer = closed({ ...PageFields, items: Type.Array(RedirectView) });
export type RedirectListAnswer = Static<typeof RedirectListAnswer>;

export const RedirectAnswer = closed({
  success: Type.Literal(true),
  message: Type.String(),
  redirect: RedirectView,
});
export type RedirectAnswer = Static<typeof RedirectAnswer>;

export const RedirectParams = closed({ id: Type.String({ format: 'uuid' }) });

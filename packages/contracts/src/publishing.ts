import { Type, type Static } from '@sinclair/typebox';

/** A page of the public site to render again: a URL path, or `*` for the 404 page. */
export const SitePagePath = Type.String({
  pattern: '^(\\*|/([a-z0-9-]+(/[a-z0-9-]+)*)?)$',
  maxLength: 300,
});

/** POST /api/dev/publish (development servers only): the pages to render again. */
export const DevPublishRequest = Type.Object(
  { paths: Type.Array(SitePagePath, { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false },
);
export type DevPublishRequest = Static<typeof DevPublishRequest>;

/** Its answer, once this instance serves the new pages (the others follow on their notice). */
export const DevPublishAnswer = Type.Object(
  { success: Type.Literal(true), pages: Type.Array(SitePagePath) },
  { additionalProperties: false },
);
export type DevPublishAnswer = Static<typeof DevPublishAnswer>;

/**
 * A page of the public site this instance could not update: it still serves the page as it was
 * last rendered (or the shipped build's, before any render). `path` null: the whole site (a
 * render that failed before any page was written). Retried by the next publish.
 */
export const SiteProblem = Type.Object(
  {
    path: Type.Union([Type.String(), Type.Null()]),
    /** The content entry the page shows (an article's page), when there is one. */
    entryId: Type.Union([Type.String(), Type.Null()]),
    /** Why, as the renderer said it (a file-system or rendering error). */
    reason: Type.String(),
    /** When it failed first (ISO). */
    since: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type SiteProblem = Static<typeof SiteProblem>;

/** GET /api/website/site-status: the pages the site could not update (none: it is up to date). */
export const SiteStatusAnswer = Type.Object(
  { success: Type.Literal(true), problems: Type.Array(SiteProblem) },
  { additionalProperties: false },
);
export type SiteStatusAnswer = Static<typeof SiteStatusAnswer>;

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

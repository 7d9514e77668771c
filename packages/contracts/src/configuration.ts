import { Type, type Static } from '@sinclair/typebox';

const Minutes = Type.Integer({ minimum: 0 });

/** The ranges a super admin may choose from; the defaults are the ones the server ships with. */
export const SecurityLimits = {
  sessionMaxAgeHours: { minimum: 1, maximum: 24, default: 24, variable: 'SESSION_MAX_AGE_HOURS' },
  idleTimeoutMinutes: { minimum: 5, maximum: 30, default: 30, variable: 'SESSION_IDLE_MINUTES' },
  lockoutAttempts: { minimum: 3, maximum: 10, default: 5, variable: 'LOCKOUT_ATTEMPTS' },
  lockoutMinutes: { minimum: 5, maximum: 30, default: 15, variable: 'LOCKOUT_MINUTES' },
} as const;
export type SecuritySettingName = keyof typeof SecurityLimits;
export const securitySettingNames = Object.keys(SecurityLimits) as SecuritySettingName[];

const limited = (name: SecuritySettingName) =>
  Type.Integer({ minimum: SecurityLimits[name].minimum, maximum: SecurityLimits[name].maximum });

/** PUT /api/super-admin/settings/security: the four values, each within its range. */
export const SecuritySettingsBody = Type.Object(
  {
    sessionMaxAgeHours: limited('sessionMaxAgeHours'),
    idleTimeoutMinutes: limited('idleTimeoutMinutes'),
    lockoutAttempts: limited('lockoutAttempts'),
    lockoutMinutes: limited('lockoutMinutes'),
  },
  { additionalProperties: false },
);
export type SecuritySettingsBody = Static<typeof SecuritySettingsBody>;

/** Where a value in force comes from: the shipped default, the environment (wins), or a save. */
export const SettingSource = Type.Union([
  Type.Literal('default'),
  Type.Literal('environment'),
  Type.Literal('stored'),
]);
export type SettingSource = Static<typeof SettingSource>;

export const SecuritySources = Type.Object(
  {
    sessionMaxAgeHours: SettingSource,
    idleTimeoutMinutes: SettingSource,
    lockoutAttempts: SettingSource,
    lockoutMinutes: SettingSource,
  },
  { additionalProperties: false },
);
export type SecuritySources = Static<typeof SecuritySources>;

export const SecuritySettingsAnswer = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    values: SecuritySettingsBody,
    sources: SecuritySources,
  },
  { additionalProperties: false },
);
export type SecuritySettingsAnswer = Static<typeof SecuritySettingsAnswer>;

export const SecuritySettingsMessages = {
  saved: 'Security settings saved. They are in force on every instance within 5 seconds.',
  setByEnvironment: (variable: string) =>
    `Set by ${variable}: change it in the server's environment.`,
} as const;

/** How many pages the Performance card lists (the slowest). */
export const PAGE_TIMES_SHOWN = 50;

/** This instance's media cache: what it holds against its limit, and how often it had a file. */
export const MediaCacheStats = Type.Object(
  {
    entries: Type.Integer({ minimum: 0 }),
    bytes: Type.Integer({ minimum: 0 }),
    limitBytes: Type.Integer({ minimum: 0 }),
    /** Lookups that found the file in the cache. */
    hits: Type.Integer({ minimum: 0 }),
    /** Lookups that did not (read from the database, or no such file). */
    misses: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type MediaCacheStats = Static<typeof MediaCacheStats>;

/** A page's last render on this instance. */
export const PageRenderTime = Type.Object(
  {
    /** The page's URL path (`*` is the 404 page). */
    path: Type.String(),
    lastRenderMs: Type.Integer({ minimum: 0 }),
    /** When the render that rendered it finished, and its page was served (ISO). */
    renderedAt: Type.String({ format: 'date-time' }),
    /** The page failed to render: it serves its previous render (a site problem). */
    failed: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PageRenderTime = Static<typeof PageRenderTime>;

/** The "Render the site again" action on this instance: whether it can run, runs, and how it ended. */
export const SiteRenderState = Type.Object(
  {
    /** False when the site is served as built (no renderer): the action is not offered. */
    available: Type.Boolean(),
    running: Type.Boolean(),
    last: Type.Union([
      Type.Object(
        {
          finishedAt: Type.String({ format: 'date-time' }),
          durationMs: Type.Integer({ minimum: 0 }),
          /** Pages that failed (listed as site problems); null when the render failed as a whole. */
          failedPages: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type SiteRenderState = Static<typeof SiteRenderState>;

/**
 * GET /api/super-admin/configuration: the live settings the server runs with, read-only. Modes
 * and numbers only: never a URL, host, password or secret.
 */
export const ConfigurationAnswer = Type.Object(
  {
    success: Type.Literal(true),
    general: Type.Object(
      {
        studioName: Type.String(),
        publicOrigin: Type.String(),
        environment: Type.Union([Type.Literal('development'), Type.Literal('production')]),
        /** Names of the settings the environment sets (never their values): not changeable here. */
        fromEnvironment: Type.Array(Type.String()),
      },
      { additionalProperties: false },
    ),
    security: Type.Object(
      {
        sessionMaxAgeHours: Type.Integer({ minimum: 1 }),
        /** Half the maximum age: 0.5 for a 1-hour session. */
        sessionRefreshAfterHours: Type.Number({ exclusiveMinimum: 0 }),
        idleTimeoutMinutes: Minutes,
        lockout: Type.Object(
          {
            attempts: Type.Integer({ minimum: 1 }),
            windowMinutes: Minutes,
            durationMinutes: Minutes,
          },
          { additionalProperties: false },
        ),
        codeLifetimeMinutes: Minutes,
        resendAfterSeconds: Type.Integer({ minimum: 0 }),
        /** Where each changeable value comes from. */
        sources: SecuritySources,
      },
      { additionalProperties: false },
    ),
    backup: Type.Object(
      {
        database: Type.Union([Type.Literal('pglite'), Type.Literal('postgresql')]),
        /** One sentence on how to back up the database of this mode. */
        howTo: Type.String(),
      },
      { additionalProperties: false },
    ),
    performance: Type.Object(
      {
        /** Requests per client IP and minute on each sign-in, recovery and form route. */
        authRateLimitPerMinute: Type.Integer({ minimum: 1 }),
        rateLimitStore: Type.Union([Type.Literal('redis'), Type.Literal('in-process')]),
        mail: Type.Union([Type.Literal('outbox'), Type.Literal('smtp')]),
        bodyLimitKiB: Type.Integer({ minimum: 1 }),
        /** This instance's disk cache of media files since it started (each instance has its own). */
        mediaCache: MediaCacheStats,
        /** The pages this instance rendered since it started, slowest first, at most PAGE_TIMES_SHOWN. */
        pages: Type.Array(PageRenderTime, { maxItems: PAGE_TIMES_SHOWN }),
        /** How many pages this instance has a render time for (more than `pages` lists, maybe). */
        pagesTimed: Type.Integer({ minimum: 0 }),
        /** How many of those failed at their last render (listed in `pages` or not). */
        pagesFailed: Type.Integer({ minimum: 0 }),
        siteRender: SiteRenderState,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ConfigurationAnswer = Static<typeof ConfigurationAnswer>;

/** POST /api/super-admin/site/render: started (202), or nothing to render (200, no renderer). */
export const SiteRenderAnswer = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    /** False when this server serves the site as built: there is nothing to render. */
    started: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SiteRenderAnswer = Static<typeof SiteRenderAnswer>;

export const SiteRenderMessages = {
  started:
    'Rendering every page of the site again on this instance. The Performance card shows when it is done.',
  running:
    'The site is already being rendered again on this instance. Wait until it is done, then try again.',
  noRenderer: 'This server serves the site as built: there is nothing to render again.',
} as const;

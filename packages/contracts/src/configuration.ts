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
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ConfigurationAnswer = Static<typeof ConfigurationAnswer>;

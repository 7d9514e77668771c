// Tables are unqualified (no pgSchema) so the same migrations apply in whatever schema the
// connection's search_path selects: tests give every file its own schema.
//
// One file per area under schema/; this module is the whole schema the app and its queries
// import. drizzle-kit reads every file of schema/ (see drizzle.config.ts) so it compares every
// table when it writes a migration (drizzle/, one numbered file per change).
export * from './schema/auth.js';
export * from './schema/signup-requests.js';
export * from './schema/messages.js';
export * from './schema/content.js';
export * from './schema/content-unpublish.js';
export * from './schema/media.js';
export * from './schema/redirects.js';
export * from './schema/interactions.js';
export * from './schema/presence.js';
export * from './schema/system-settings.js';

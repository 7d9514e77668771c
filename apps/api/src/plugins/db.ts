import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbPluginOptions {
  /** Opened and migrated before the plugins load (startup.ts); its owner closes it. */
  database: Database;
}

/** The database every route and domain call uses: PGlite in DATA_DIR/db or PostgreSQL. */
export default fp<DbPluginOptions>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db', dependencies: ['config'], fastify: '5.x' },
);

import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { migrationsDir } from '../paths.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbPluginOptions {
  /** An open, migrated database owned by the caller (tests); otherwise opened from config. */
  database?: Database;
}

/** PGlite in DATA_DIR/db by default, PostgreSQL with DATABASE_URL; migrations applied at start. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    let database = options.database;
    if (!database) {
      const opened = await openDatabase(app.config.databaseUrl, app.config.dataDir);
      database = opened;
      app.addHook('onClose', async () => {
        await opened.close();
      });
      const applied = await migrate(opened.db, migrationsDir());
      app.log.info(
        { database: opened.kind, migrationsApplied: applied },
        opened.kind === 'pglite' ? 'database: embedded PGlite' : 'database: PostgreSQL',
      );
    }
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db', dependencies: ['config'], fastify: '5.x' },
);

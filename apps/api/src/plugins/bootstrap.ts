import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { audit } from '../domain/audit.js';
import { checkPasswordPolicy, inlineEstimator } from '../domain/password-policy.js';
import { hashPassword } from '../domain/passwords.js';
import { insertUser } from '../domain/users.js';

/**
 * A fresh database gets its first super admin (SUPER_ADMIN_EMAIL). Without SUPER_ADMIN_PASSWORD
 * a random password is generated, printed once and kept in DATA_DIR/initial-super-admin.txt
 * (mode 0600); it is never logged through pino.
 */
export default fp(
  async (app) => {
    const { config, db } = app;
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'super_admin'), ne(users.status, 'deleted')))
      .limit(1);
    if (existing.length > 0) return;

    const generated = config.superAdminPassword === null;
    const password = config.superAdminPassword ?? randomBytes(18).toString('base64url');
    if (!generated) {
      const verdict = await checkPasswordPolicy(inlineEstimator(), password, [
        config.superAdminEmail,
      ]);
      if (verdict.ok === false && verdict.reason === 'weak')
        throw new Error(
          `SUPER_ADMIN_PASSWORD is refused by the password policy: ${verdict.message}`,
        );
    }
    const now = app.clock.now();
    const created = await insertUser(
      db,
      {
        email: config.superAdminEmail,
        firstName: 'Super',
        lastName: 'Admin',
        role: 'super_admin',
        passwordHash: await hashPassword(password),
      },
      now,
    );
    if (!created) {
      app.log.warn(
        `no super admin exists and ${config.superAdminEmail} is taken by another account: none created`,
      );
      return;
    }
    await audit(db, {
      action: 'super_admin.created',
      at: now,
      subjectEmail: created.email,
      reason: 'first start',
    });
    if (generated) {
      await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
      const file = join(config.dataDir, 'initial-super-admin.txt');
      await writeFile(file, `email: ${created.email}\npassword: ${password}\n`, { mode: 0o600 });
      // Printed once on purpose, outside the structured log (which must never hold passwords).
      process.stdout.write(
        `\nFirst super admin created: ${created.email}\nGenerated password: ${password}\n(also in ${file}, mode 0600; change it after signing in)\n\n`,
      );
    } else {
      app.log.info({ email: created.email }, 'first super admin created with SUPER_ADMIN_PASSWORD');
    }
  },
  { name: 'bootstrap', dependencies: ['config', 'db'], fastify: '5.x' },
);

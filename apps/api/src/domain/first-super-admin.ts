import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { audit } from './audit.js';
import { checkPasswordPolicy, inlineEstimator } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { insertUser } from './users.js';

export interface FirstSuperAdminInput {
  email: string;
  /** null: generate one and write it to `DATA_DIR/initial-super-admin.txt`. */
  password: string | null;
  dataDir: string;
  now: Date;
}

export type FirstSuperAdminOutcome =
  | { kind: 'exists' }
  | { kind: 'email_taken'; email: string }
  | { kind: 'created'; email: string; passwordFile: string | null };

export const INITIAL_PASSWORD_FILE = 'initial-super-admin.txt';

/**
 * A database without a live super admin gets one. A generated password goes only to a file
 * (mode 0600, in a 0700 directory) whose path the caller logs: terminals, CI logs and log
 * shippers keep what is printed, so the password itself is never printed.
 */
export async function ensureFirstSuperAdmin(
  db: Db,
  input: FirstSuperAdminInput,
): Promise<FirstSuperAdminOutcome> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), ne(users.status, 'deleted')))
    .limit(1);
  if (existing.length > 0) return { kind: 'exists' };

  const generated = input.password === null;
  const password = input.password ?? randomBytes(18).toString('base64url');
  if (!generated) {
    // Start-up runs before the worker pool exists; one estimate on the main thread is fine here.
    const verdict = await checkPasswordPolicy(inlineEstimator(), password, [input.email]);
    if (verdict.ok === false && verdict.reason === 'weak_password')
      throw new Error(`SUPER_ADMIN_PASSWORD is refused by the password policy: ${verdict.message}`);
  }
  const created = await insertUser(
    db,
    {
      email: input.email,
      firstName: 'Super',
      lastName: 'Admin',
      role: 'super_admin',
      passwordHash: await hashPassword(password),
    },
    input.now,
  );
  if (!created) return { kind: 'email_taken', email: input.email };
  await audit(db, {
    action: 'super_admin.created',
    at: input.now,
    subjectEmail: created.email,
    reason: 'first start',
  });
  if (!generated) return { kind: 'created', email: created.email, passwordFile: null };
  await mkdir(input.dataDir, { recursive: true, mode: 0o700 });
  const file = join(input.dataDir, INITIAL_PASSWORD_FILE);
  await writeFile(file, `email: ${created.email}\npassword: ${password}\n`, { mode: 0o600 });
  // A file left by an earlier attempt keeps its mode on rewrite.
  await chmod(file, 0o600);
  return { kind: 'created', email: created.email, passwordFile: file };
}

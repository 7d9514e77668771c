import { describe, expect, it } from 'vitest';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema.js';
import { BACKED_UP_TABLES, EXCLUDED_TABLES } from '../../src/backup/tables.js';

const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .sort();

describe('the tables a backup carries', () => {
  it('lists every table of the schema as backed up or excluded', () => {
    const unlisted = schemaTables.filter(
      (name) => !BACKED_UP_TABLES.includes(name) && !(name in EXCLUDED_TABLES),
    );
    expect(unlisted, 'add each to a list of src/backup/tables.ts').toEqual([]);
  });

  it('lists no table in both lists', () => {
    expect(BACKED_UP_TABLES.filter((name) => name in EXCLUDED_TABLES)).toEqual([]);
  });

  it('leaves out sessions, sign-in challenges and lockout counters, and keeps users and the audit log', () => {
    expect(Object.keys(EXCLUDED_TABLES)).toEqual(
      expect.arrayContaining(['sessions', 'otp_challenges', 'auth_lockouts']),
    );
    expect(BACKED_UP_TABLES).toEqual(
      expect.arrayContaining(['users', 'audit_log', 'media_files', 'content_entries']),
    );
  });
});

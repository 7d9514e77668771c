import { eq, sql } from 'drizzle-orm';
import {
  HttpMessages,
  SecurityLimits,
  SecuritySettingsMessages,
  securitySettingNames,
  type SecuritySettingName,
  type SecuritySettingsBody,
  type SecuritySources,
} from '@studio/contracts';
import type { Db } from '../db/client.js';
import { systemSettings } from '../db/schema.js';
import { audit } from './audit.js';
import type { RefusalOf } from './refusal.js';

export type SecurityValues = SecuritySettingsBody;
export type StoredSecurity = Partial<SecurityValues>;

/** The values in force and where each comes from. */
export interface SecurityInForce {
  values: SecurityValues;
  sources: SecuritySources;
}

const KEY = 'security';

/** The environment wins, then a value saved in System Settings, then the shipped default. */
export function securityInForce(
  stored: StoredSecurity | null,
  environment: StoredSecurity,
): SecurityInForce {
  const values = {} as SecurityValues;
  const sources = {} as SecuritySources;
  for (const name of securitySettingNames) {
    const fromEnvironment = environment[name];
    const saved = stored?.[name];
    if (fromEnvironment !== undefined) {
      values[name] = fromEnvironment;
      sources[name] = 'environment';
    } else if (saved !== undefined && inRange(name, saved)) {
      values[name] = saved;
      sources[name] = 'stored';
    } else {
      values[name] = SecurityLimits[name].default;
      sources[name] = 'default';
    }
  }
  return { values, sources };
}

function inRange(name: SecuritySettingName, value: unknown): value is number {
  const { minimum, maximum } = SecurityLimits[name];
  return Number.isInteger(value) && (value as number) >= minimum && (value as number) <= maximum;
}

export async function readStoredSecurity(db: Db): Promise<StoredSecurity | null> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, KEY));
  return row ? (row.value as StoredSecurity) : null;
}

export type SaveSecurityResult =
  { ok: true; inForce: SecurityInForce } | RefusalOf<'invalid_fields'>;

/**
 * Saves the values a super admin changed. A value the environment sets cannot be saved (it would
 * never be in force); the row and its audit entry (before and after of each value) commit
 * together.
 */
export async function saveSecuritySettings(
  db: Db,
  input: {
    changes: StoredSecurity;
    environment: StoredSecurity;
    actor: { id: string; email: string };
    ip: string;
    now: Date;
  },
): Promise<SaveSecurityResult> {
  const { changes, environment, actor, ip, now } = input;
  const blocked = securitySettingNames.filter(
    (name) => changes[name] !== undefined && environment[name] !== undefined,
  );
  if (blocked.length > 0)
    return {
      ok: false,
      reason: 'invalid_fields',
      message: HttpMessages.invalidRequest,
      errors: blocked.map((name) => ({
        field: name,
        message: SecuritySettingsMessages.setByEnvironment(SecurityLimits[name].variable),
      })),
    };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, KEY))
      .for('update');
    const before = securityInForce(
      (current?.value as StoredSecurity | undefined) ?? null,
      environment,
    );
    const [row] = await tx
      .insert(systemSettings)
      .values({ key: KEY, value: changes, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: systemSettings.key,
        set: {
          value: sql`${systemSettings.value} || excluded.value`,
          updatedAt: now,
          updatedBy: actor.id,
        },
      })
      .returning({ value: systemSettings.value });
    const after = securityInForce(
      (row?.value as StoredSecurity | undefined) ?? changes,
      environment,
    );
    const details: Record<string, number> = {};
    for (const name of securitySettingNames) {
      if (changes[name] === undefined) continue;
      details[`${name}.before`] = before.values[name];
      details[`${name}.after`] = after.values[name];
    }
    await audit(tx, {
      action: 'settings.security_changed',
      at: now,
      actorId: actor.id,
      actorEmail: actor.email,
      ip,
      details,
    });
    return { ok: true as const, inForce: after };
  });
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@studio/contracts';
import type { Db } from '../db/client.js';
import { users, type UserRow } from '../db/schema.js';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  passwordHash: string;
}

/** Inserts unless the email is taken; answers the new row, or null when it already existed. */
export async function insertUser(db: Db, input: NewUser, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ id: randomUUID(), ...input, status: 'active', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export async function setPassword(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

/** A completed sign-in. */
export async function recordLogin(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

export function toSessionUser(user: UserRow) {
  return { email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
}

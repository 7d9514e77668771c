/**
 * Who else has an entry open: each editor tab's heartbeat, its goodbye, and taking the entry over
 * from the others. Rows live in the database, so every API instance answers the same; time is the
 * caller's clock (`now`), so tests move it.
 */
import { and, asc, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import { PRESENCE_EXPIRY_MS, PresenceTexts, type ContentType } from '@studio/contracts';
import type { Db } from '../../../db/client.js';
import { contentEntries, presence, users } from '../../../db/schema.js';
import { isUuid } from '../../db-errors.js';
import {
  guard,
  isRefusal,
  notFound,
  record,
  setEntry,
  viewOf,
  type ContentActor,
  type ContentRefusal,
  type EntryOutcome,
} from './entry.js';

export interface EditorTab {
  type: ContentType;
  id: string;
  userId: string;
  tabId: string;
  now: Date;
}

export interface OtherEditorView {
  name: string;
  since: string;
}

export interface PresenceView {
  others: OtherEditorView[];
  takenOver: { by: string; at: string } | null;
}

const nameOf = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

const cutoffOf = (now: Date) => new Date(now.getTime() - PRESENCE_EXPIRY_MS);

async function entryExists(db: Db, type: ContentType, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(and(eq(contentEntries.id, id), eq(contentEntries.type, type)));
  return row !== undefined;
}

/** The tabs of other people with the entry open and not taken over, one line per person. */
async function othersOn(db: Db, tab: EditorTab) {
  const rows = await db
    .select({
      userId: presence.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      since: presence.since,
    })
    .from(presence)
    .innerJoin(users, eq(users.id, presence.userId))
    .where(
      and(
        eq(presence.entryId, tab.id),
        ne(presence.userId, tab.userId),
        gte(presence.lastHeartbeatAt, cutoffOf(tab.now)),
        isNull(presence.takenOverAt),
      ),
    )
    .orderBy(asc(presence.since));
  const people = new Map<string, { name: string; email: string; since: Date }>();
  for (const row of rows)
    if (!people.has(row.userId))
      people.set(row.userId, { name: nameOf(row), email: row.email, since: row.since });
  return [...people.values()];
}

/** Records this tab as there (now), forgets tabs gone silent, and answers who else is there. */
export async function heartbeat(
  db: Db,
  tab: EditorTab,
): Promise<({ ok: true } & PresenceView) | ContentRefusal> {
  if (!(await entryExists(db, tab.type, tab.id))) return notFound;
  await db.delete(presence).where(lt(presence.lastHeartbeatAt, cutoffOf(tab.now)));
  const [mine] = await db
    .insert(presence)
    .values({
      entryType: tab.type,
      entryId: tab.id,
      userId: tab.userId,
      tabId: tab.tabId,
      since: tab.now,
      lastHeartbeatAt: tab.now,
    })
    .onConflictDoUpdate({
      target: [presence.entryId, presence.userId, presence.tabId],
      set: { lastHeartbeatAt: tab.now },
    })
    .returning();
  const others = await othersOn(db, tab);
  return {
    ok: true,
    others: others.map(({ name, since }) => ({ name, since: since.toISOString() })),
    takenOver:
      mine?.takenOverBy && mine.takenOverAt
        ? { by: mine.takenOverBy, at: mine.takenOverAt.toISOString() }
        : null,
  };
}

/** The tab closed: the others stop seeing it at their next heartbeat. */
export async function leave(db: Db, tab: Omit<EditorTab, 'now'>): Promise<void> {
  if (!isUuid(tab.id)) return;
  await db
    .delete(presence)
    .where(
      and(
        eq(presence.entryType, tab.type),
        eq(presence.entryId, tab.id),
        eq(presence.userId, tab.userId),
        eq(presence.tabId, tab.tabId),
      ),
    );
}

export interface TakeOverInput extends EditorTab {
  version: number;
  actor: ContentActor;
}

/**
 * Takes the entry over from everyone else editing it: their tabs are told at their next
 * heartbeat, and the entry moves to a new version (its content unchanged), so that their next
 * save meets the stale-write refusal. Named with the taker's version, like any write.
 */
export async function takeOver(db: Db, input: TakeOverInput): Promise<EntryOutcome> {
  return db.transaction(async (tx) => {
    const row = await guard(tx, input);
    if (isRefusal(row)) return row;
    const others = await othersOn(tx, input);
    if (others.length === 0)
      return { ok: false, reason: 'conflict', message: PresenceTexts.nobodyElse };
    const [taker] = await tx.select().from(users).where(eq(users.id, input.userId));
    if (!taker) return notFound;
    await tx
      .update(presence)
      .set({ takenOverBy: nameOf(taker), takenOverAt: input.now })
      .where(
        and(
          eq(presence.entryId, input.id),
          ne(presence.userId, input.userId),
          isNull(presence.takenOverAt),
        ),
      );
    await tx
      .insert(presence)
      .values({
        entryType: input.type,
        entryId: input.id,
        userId: input.userId,
        tabId: input.tabId,
        since: input.now,
        lastHeartbeatAt: input.now,
      })
      .onConflictDoUpdate({
        target: [presence.entryId, presence.userId, presence.tabId],
        set: { lastHeartbeatAt: input.now, takenOverBy: null, takenOverAt: null },
      });
    const updated = await setEntry(tx, row.id, { version: row.version + 1 });
    await record(
      tx,
      'content.taken_over',
      input.actor,
      input.now,
      input.type,
      updated,
      row.draft.slug,
      {
        from: others.map((other) => other.email).join(', '),
      },
    );
    return { ok: true, entry: await viewOf(tx, updated), pages: null };
  });
}

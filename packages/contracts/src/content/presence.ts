import { Type, type Static } from '@sinclair/typebox';
import { closed } from './schema.js';
import { Version } from './api.js';
import { SingleLine } from '../text.js';

/*
 * Who else has an entry open in the editor (`/api/content/{type}/{id}/presence`). Each editor tab
 * sends a heartbeat; a tab that stops (closed, crashed, offline) drops out after the expiry.
 */

/** How often an open editor says it is still there, and asks who else is. */
export const PRESENCE_HEARTBEAT_MS = 4_000;
/**
 * A tab not heard from for this long is gone. With a heartbeat every 4 s, a closed tab that could
 * not say goodbye leaves every other editor's notice within 30 s of closing.
 */
export const PRESENCE_EXPIRY_MS = 25_000;

const TabId = SingleLine({ format: 'uuid', minLength: 36, maxLength: 36 });
const DateTime = Type.String({ format: 'date-time' });

/** Which editor tab speaks: made by the tab when it opens the entry. */
export const PresenceBody = closed({ tabId: TabId });
export type PresenceBody = Static<typeof PresenceBody>;
export const PresenceQuery = closed({ tabId: TabId });
export type PresenceQuery = Static<typeof PresenceQuery>;

/** Taking over names the version the taker's editor holds, like every other write. */
export const TakeOverBody = closed({ tabId: TabId, version: Version });
export type TakeOverBody = Static<typeof TakeOverBody>;

/** Another staff member with the entry open, since their first tab opened it. */
export const OtherEditor = closed({ name: Type.String(), since: DateTime });
export type OtherEditor = Static<typeof OtherEditor>;

/** Who took the entry over from this tab, and when. */
export const TakenOver = closed({ by: Type.String(), at: DateTime });
export type TakenOver = Static<typeof TakenOver>;

export const PresenceAnswer = closed({
  success: Type.Literal(true),
  others: Type.Array(OtherEditor),
  takenOver: Type.Union([TakenOver, Type.Null()]),
});
export type PresenceAnswer = Static<typeof PresenceAnswer>;

export const PresenceTexts = {
  left: 'Editor closed.',
  takenOver: 'You took over this entry: the others editing it were told.',
  nobodyElse: 'Nobody else is editing this entry.',
} as const;

/*
 * Edits not yet on the server, kept in this browser so that a reload or a lost connection loses
 * nothing. Keyed to the signed-in person and the thing edited; all of them go at sign-out, so the
 * next person on this browser never sees them.
 */

type Scheduled = { timer: ReturnType<typeof setTimeout>; keep: () => void };
/** Writes waiting for typing to pause, by key. */
const scheduled = new Map<string, Scheduled>();

const PREFIX = 'studio-draft:';

export type StoredDraft<T> = {
  /** The server version the edits were made on. */
  version: number;
  value: T;
  /**
   * What a save was sending from `version` when the edits were kept: a server copy that holds
   * exactly this is that save, landed after the page was left (not someone else's change).
   */
  sent?: T;
  at: string;
};

export function draftKey(user: string, ...parts: string[]): string {
  return `${PREFIX}${[user, ...parts].map(encodeURIComponent).join(':')}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (privacy mode): the edits live only as long as the page.
    return null;
  }
}

export function readDraft<T>(key: string): StoredDraft<T> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredDraft<T>;
    return typeof parsed.version === 'number' && 'value' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, version: number, value: T, sent?: T): void {
  cancelScheduled(key);
  try {
    const draft: StoredDraft<T> = { version, value, at: new Date().toISOString() };
    if (sent !== undefined) draft.sent = sent;
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota full: the server copy is the one that counts.
  }
}

export function clearDraft(key: string): void {
  cancelScheduled(key);
  storage()?.removeItem(key);
}

function cancelScheduled(key: string): void {
  const waiting = scheduled.get(key);
  if (!waiting) return;
  clearTimeout(waiting.timer);
  scheduled.delete(key);
}

/**
 * Keeps a draft once changes pause for `delay` ms, reading it (`read`) only then: the JSON of a
 * long draft on every key would cost more than the key. A page hidden or left, or `flushDraft`,
 * writes it at once.
 */
export function writeDraftSoon<T>(
  key: string,
  read: () => { version: number; value: T; sent?: T | undefined },
  delay: number,
): void {
  cancelScheduled(key);
  const keep = () => {
    const { version, value, sent } = read();
    writeDraft(key, version, value, sent);
  };
  scheduled.set(key, { timer: setTimeout(keep, delay), keep });
  flushWhenLeaving();
}

/** Writes the draft waiting under `key`, if one is. */
export function flushDraft(key: string): void {
  scheduled.get(key)?.keep();
}

let listening = false;
// A closing tab may never run another timer; `visibilitychange` is the last event that mobile
// browsers reliably fire, `pagehide` and `beforeunload` cover reloads and desktop closes.
function flushWhenLeaving(): void {
  if (listening) return;
  listening = true;
  const flushAll = () => {
    for (const key of [...scheduled.keys()]) flushDraft(key);
  };
  window.addEventListener('pagehide', flushAll);
  window.addEventListener('beforeunload', flushAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
}

/** At sign-out: every kept edit of every person on this browser. */
export function clearAllDrafts(): void {
  for (const key of [...scheduled.keys()]) cancelScheduled(key);
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

/*
 * Edits not yet on the server, kept in this browser so that a reload or a lost connection loses
 * nothing. Keyed to the signed-in person and the thing edited; all of them go at sign-out, so the
 * next person on this browser never sees them.
 */

const PREFIX = 'studio-draft:';

export type StoredDraft<T> = {
  /** The server version the edits were made on. */
  version: number;
  value: T;
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

export function writeDraft<T>(key: string, version: number, value: T): void {
  try {
    storage()?.setItem(key, JSON.stringify({ version, value, at: new Date().toISOString() }));
  } catch {
    // Quota full: the server copy is the one that counts.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}

/** At sign-out: every kept edit of every person on this browser. */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

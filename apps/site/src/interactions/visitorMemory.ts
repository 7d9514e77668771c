import { VISITOR_ID_KEY } from '@studio/contracts/interactions-rules';

/*
 * What this browser remembers of Rate & Interact, in localStorage (no cookie): one random id,
 * and per article (by its entry id, which a slug change keeps) whether it liked and its stars.
 */

export type Remembered = { liked: boolean; stars: number | null };

const key = (articleId: string) => `articleInteractions:${articleId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The browser's random id, made on first use; without storage, one per page load. */
export function visitorId(): string {
  const store = storage();
  const known = store?.getItem(VISITOR_ID_KEY);
  if (known && /^[A-Za-z0-9-]{16,64}$/.test(known)) return known;
  const made = crypto.randomUUID();
  try {
    store?.setItem(VISITOR_ID_KEY, made);
  } catch {
    // Storage full or blocked: the id lasts this page.
  }
  return made;
}

export function remembered(articleId: string): Remembered {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(key(articleId)) ?? 'null');
    if (typeof value !== 'object' || value === null) return { liked: false, stars: null };
    const { liked, stars } = value as Record<string, unknown>;
    return {
      liked: liked === true,
      stars:
        typeof stars === 'number' && Number.isInteger(stars) && stars >= 1 && stars <= 5
          ? stars
          : null,
    };
  } catch {
    return { liked: false, stars: null };
  }
}

export function remember(articleId: string, value: Remembered): void {
  try {
    storage()?.setItem(key(articleId), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the page still shows the change.
  }
}

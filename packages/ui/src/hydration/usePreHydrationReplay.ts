import { useEffect } from 'react';
import { replayPreHydrationActions } from './replayPreHydrationActions';

/**
 * Call once at the root of a prerendered app: after hydration, the clicks and submits made
 * before it (queued by `preHydrationScript`) run as if made now.
 *
 * A passive effect, then a task: by then every field has handed its typed value to React (they
 * do it right after the hydration commit) and state read from the browser (stored preferences)
 * has rendered, so a replayed submit sends what is on screen.
 */
export function usePreHydrationReplay(): void {
  useEffect(() => {
    const id = window.setTimeout(replayPreHydrationActions, 0);
    return () => window.clearTimeout(id);
  }, []);
}

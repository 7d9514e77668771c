import type { PageRenderTime, PageTiming } from '@studio/contracts';

/** How many pages' times an instance keeps: every page of a large newsroom, and no more. */
export const PAGE_TIMES_KEPT = 2000;

/**
 * Each page's last render on this instance (kept in memory, as the site problems are: every
 * instance renders its own copy of the site). At most `limit` pages: the one rendered longest ago
 * leaves first, so an article deleted long ago does not stay listed for ever.
 */
export function createRenderTimes(limit = PAGE_TIMES_KEPT) {
  /** Map order is recency order: a page rendered again moves to the end. */
  const pages = new Map<string, PageRenderTime>();
  return {
    /** A render finished (and its pages are served): its pages' times, the failed ones marked. */
    rendered(timings: readonly PageTiming[], failed: ReadonlySet<string>, now: Date) {
      const renderedAt = now.toISOString();
      for (const { path, ms } of timings) {
        pages.delete(path);
        pages.set(path, {
          path,
          lastRenderMs: Math.max(0, Math.round(ms)),
          renderedAt,
          failed: failed.has(path),
        });
      }
      for (const path of pages.keys()) {
        if (pages.size <= limit) break;
        pages.delete(path);
      }
    },
    /** The slowest `count` pages, slowest first (by path when as slow). */
    slowest(count: number): PageRenderTime[] {
      return [...pages.values()]
        .sort((a, b) => b.lastRenderMs - a.lastRenderMs || a.path.localeCompare(b.path))
        .slice(0, count);
    },
    get size(): number {
      return pages.size;
    },
    /** How many kept pages failed at their last render. */
    get failed(): number {
      let failed = 0;
      for (const page of pages.values()) if (page.failed) failed += 1;
      return failed;
    },
  };
}

export type RenderTimes = ReturnType<typeof createRenderTimes>;

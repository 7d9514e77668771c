import type { SiteProblem } from '@studio/contracts';

/** A page a render could not update, with the entry it shows. */
export interface PageFailure {
  path: string;
  entryId: string | null;
  reason: string;
}

/**
 * The pages this instance could not update (kept in memory: each instance renders its own copy
 * of the site, and a start renders again whatever its last render left failed). A failed page
 * stays listed until a render updates it or finds it is no page any more.
 */
export function createSiteProblems() {
  const problems = new Map<string | null, SiteProblem>();
  const record = (path: string | null, entryId: string | null, reason: string, now: Date) => {
    const since = problems.get(path)?.since ?? now.toISOString();
    problems.set(path, { path, entryId, reason, since });
  };
  return {
    /** Every problem, the whole site's first, then by page. */
    list: (): SiteProblem[] =>
      [...problems.values()].sort((a, b) => (a.path ?? '').localeCompare(b.path ?? '')),
    /** The pages to render again with the next publish. */
    pages: (): string[] => [...problems.keys()].filter((path) => path !== null),
    /** A render finished: its failed pages are problems, every other page it was asked is not. */
    rendered(asked: readonly string[] | 'all', failed: readonly PageFailure[], now: Date) {
      problems.delete(null);
      const failing = new Set(failed.map((failure) => failure.path));
      for (const path of asked === 'all' ? [...problems.keys()] : asked)
        if (!failing.has(path as string)) problems.delete(path);
      for (const failure of failed) record(failure.path, failure.entryId, failure.reason, now);
    },
    /** A render failed before it could serve anything: the site as a whole is not updated. */
    failed(reason: string, now: Date) {
      record(null, null, reason, now);
    },
  };
}

export type SiteProblems = ReturnType<typeof createSiteProblems>;

// Where the site's shared code goes: a cost model over the sets of pages that share code, with
// no knowledge of the module graph (chunks.ts reads the graph and applies the placement).

/**
 * What one more file costs a page, in bytes of module source: about 650 bytes of response
 * headers and a small file's poorer compression, while source shrinks about fourfold through
 * minifying and brotli.
 */
const FILE_COST = 6000;
/**
 * Shared chunks a page may load besides the manifest, the stylesheet, the vendor entry, the shell
 * and its own chunk: eight script and stylesheet files in all.
 */
const MAX_SHARED_CHUNKS_PER_PAGE = 3;
/**
 * The least share of a shared chunk that each page loading it uses. A page pays for the whole
 * chunk, so a chunk one page needs a sliver of (one small export) costs it nearly a file of code
 * in vain; below this share the code goes elsewhere (the shell, or a chunk of its own).
 */
const MIN_SHARE_USED = 1 / 3;

/** The code (bytes of module source) that exactly one set of pages shares. */
export interface SharedSet {
  key: string;
  routes: ReadonlySet<string>;
  size: number;
}

/** Where a set of pages' shared code goes: the shell, or a shared chunk by its number. */
export const IN_SHELL = -1;

/**
 * What a placement costs all pages together, in bytes of module source: each page loads the
 * whole of every shared chunk holding code of any of its sets (one more file each), and every
 * page loads the shell. Infinity when a page would load more than its shared chunks allow.
 */
function placementCost(
  sets: readonly SharedSet[],
  placement: readonly number[],
  pageCount: number,
): number {
  const chunks = new Map<number, { routes: Set<string>; size: number }>();
  let shell = 0;
  sets.forEach((set, index) => {
    const place = placement[index]!;
    if (place === IN_SHELL) {
      shell += set.size;
      return;
    }
    const chunk = chunks.get(place) ?? { routes: new Set<string>(), size: 0 };
    for (const route of set.routes) chunk.routes.add(route);
    chunk.size += set.size;
    chunks.set(place, chunk);
  });
  const perPage = new Map<string, number>();
  let cost = shell * pageCount;
  for (const chunk of chunks.values()) {
    cost += chunk.routes.size * (chunk.size + FILE_COST);
    for (const route of chunk.routes) {
      const count = (perPage.get(route) ?? 0) + 1;
      if (count > MAX_SHARED_CHUNKS_PER_PAGE) return Infinity;
      perPage.set(route, count);
    }
  }
  // What each page uses of each chunk it loads.
  const used = new Map<string, number>();
  sets.forEach((set, index) => {
    const place = placement[index]!;
    if (place === IN_SHELL) return;
    for (const route of set.routes)
      used.set(`${place}|${route}`, (used.get(`${place}|${route}`) ?? 0) + set.size);
  });
  for (const [place, chunk] of chunks)
    for (const route of chunk.routes)
      if ((used.get(`${place}|${route}`) ?? 0) < MIN_SHARE_USED * chunk.size) return Infinity;
  return cost;
}

/**
 * Places each set of pages' shared code (largest first) in the shell or a shared chunk so that
 * what all pages load together is least, judging whole placements rather than one set at a
 * time: from everything in the shell, each set moves wherever the total drops most (a chunk
 * already made, a chunk of its own, or back to the shell), and whole chunks merge or return to
 * the shell when that is cheaper, until no move lowers the total. Only strict improvements move
 * code and the order is fixed, so the same graph always gives the same chunks, and a change to
 * one set moves little else.
 */
export function placeSharedSets(sets: readonly SharedSet[], pageCount: number): number[] {
  const placement = sets.map(() => IN_SHELL);
  let cost = placementCost(sets, placement, pageCount);
  const tryPlacement = (candidate: number[]): boolean => {
    const candidateCost = placementCost(sets, candidate, pageCount);
    if (candidateCost >= cost) return false;
    cost = candidateCost;
    candidate.forEach((place, index) => (placement[index] = place));
    return true;
  };
  for (let pass = 0; pass < 50; pass++) {
    let moved = false;
    sets.forEach((_, index) => {
      const used = [...new Set(placement.filter((place) => place !== IN_SHELL))].sort(
        (x, y) => x - y,
      );
      const fresh = used.length === 0 ? 0 : used.at(-1)! + 1;
      let best: number[] | undefined;
      let bestCost = cost;
      for (const place of [IN_SHELL, ...used, fresh]) {
        if (place === placement[index]) continue;
        const candidate = placement.map((current, other) => (other === index ? place : current));
        const candidateCost = placementCost(sets, candidate, pageCount);
        if (candidateCost < bestCost) [best, bestCost] = [candidate, candidateCost];
      }
      if (best) moved = tryPlacement(best) || moved;
    });
    const used = [...new Set(placement.filter((place) => place !== IN_SHELL))].sort(
      (x, y) => x - y,
    );
    for (const from of used)
      for (const to of [IN_SHELL, ...used])
        if (to !== from && placement.includes(from))
          moved = tryPlacement(placement.map((place) => (place === from ? to : place))) || moved;
    if (!moved) break;
  }
  return placement;
}

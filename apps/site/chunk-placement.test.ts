import { IN_SHELL, placeSharedSets, type SharedSet } from './chunk-placement';

const pages = [
  'home',
  'about',
  'music',
  'video',
  'faq',
  'help',
  'contact',
  'support',
  'legal',
  'terms',
];
const shared = (routes: string[], size: number): SharedSet => ({
  key: [...routes].sort().join('|'),
  routes: new Set(routes),
  size,
});

/** The shared chunks (by placement number) each page loads. */
function chunksOf(sets: SharedSet[], placement: number[]): Map<string, Set<number>> {
  const loaded = new Map<string, Set<number>>(pages.map((page) => [page, new Set<number>()]));
  sets.forEach((set, index) => {
    if (placement[index] === IN_SHELL) return;
    for (const route of set.routes) loaded.get(route)!.add(placement[index]!);
  });
  return loaded;
}

describe('placeSharedSets', () => {
  test('given large code two pages share › it gets a chunk of its own', () => {
    const sets = [shared(['music', 'video'], 40_000)];
    const [place] = placeSharedSets(sets, pages.length);
    expect(place).not.toBe(IN_SHELL);
  });

  test('given small code nearly every page uses › it joins the shell instead of adding a file', () => {
    const sets = [shared(pages.slice(1), 800)];
    expect(placeSharedSets(sets, pages.length)).toEqual([IN_SHELL]);
  });

  test('given a page that would use a sliver of a chunk › that code goes elsewhere', () => {
    // The FAQ already loads three shared chunks, so the code it shares with /video cannot have a
    // chunk of its own; on a site of 27 pages the shell costs more than the forms' chunk would.
    const sets = [
      shared(['faq', 'help'], 30_000),
      shared(['faq', 'contact'], 30_000),
      shared(['faq', 'help', 'contact', 'support'], 20_000),
      shared(['faq', 'video'], 2_500),
    ];
    const placement = placeSharedSets(sets, 27);
    expect(placement[3]).toBe(IN_SHELL);
    expect(new Set(placement.slice(0, 3)).size).toBe(3);
  });

  test('given many sets on the same pages › no page loads more than three shared chunks', () => {
    const sets = [
      shared(['music', 'video'], 30_000),
      shared(['music', 'faq'], 30_000),
      shared(['music', 'help'], 30_000),
      shared(['music', 'contact'], 30_000),
      shared(['music', 'support'], 30_000),
    ];
    const placement = placeSharedSets(sets, pages.length);
    for (const [, chunks] of chunksOf(sets, placement)) expect(chunks.size).toBeLessThanOrEqual(3);
    expect(placement.filter((place) => place !== IN_SHELL).length).toBeGreaterThan(0);
  });

  test('given the same sets twice › the placement is the same', () => {
    const sets = [
      shared(['music', 'video'], 20_000),
      shared(['faq', 'help'], 9_000),
      shared(['contact', 'support', 'faq'], 4_000),
      shared(['legal', 'terms'], 3_000),
    ];
    expect(placeSharedSets(sets, pages.length)).toEqual(placeSharedSets(sets, pages.length));
  });
});

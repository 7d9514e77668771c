import { describe, expect, it } from 'vitest';
import { createRenderTimes } from '../../src/site/render-times.js';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 3, minute));

describe("the pages' render times of an instance", () => {
  it('keeps each page’s last render, slowest first, the failed ones marked', () => {
    const times = createRenderTimes();
    times.rendered(
      [
        { path: '/', ms: 40 },
        { path: '/newsroom', ms: 300 },
      ],
      new Set(),
      at(0),
    );
    times.rendered([{ path: '/', ms: 900.4 }], new Set(['/']), at(5));
    expect(times.slowest(10)).toEqual([
      { path: '/', lastRenderMs: 900, renderedAt: at(5).toISOString(), failed: true },
      { path: '/newsroom', lastRenderMs: 300, renderedAt: at(0).toISOString(), failed: false },
    ]);
    expect(times.slowest(1).map((page) => page.path)).toEqual(['/']);
    expect(times.size).toBe(2);
    expect(times.failed).toBe(1);
    times.rendered([{ path: '/', ms: 50 }], new Set(), at(6));
    expect(times.failed).toBe(0);
  });

  it('keeps at most its limit, the page rendered longest ago leaving first', () => {
    const times = createRenderTimes(2);
    times.rendered([{ path: '/a', ms: 1 }], new Set(), at(0));
    times.rendered([{ path: '/b', ms: 1 }], new Set(), at(1));
    times.rendered([{ path: '/a', ms: 1 }], new Set(), at(2));
    times.rendered([{ path: '/c', ms: 1 }], new Set(), at(3));
    expect(times.size).toBe(2);
    expect(times.slowest(10).map((page) => page.path)).toEqual(['/a', '/c']);
  });
});

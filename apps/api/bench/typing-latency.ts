/// <reference lib="dom" />
// The editor's input latency as bench:admin-content measures it, for the admin's editor and for
// a bare Lexical editor alike: keys typed at the end of the text with the CPU slowed 4×
// (`Emulation.setCPUThrottlingRate`), each from its key event to the next frame.
import { writeFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';

const TYPED_KEYS = 120;
const SENTENCE = 'The choir came in on the second verse and the room rang. ';

/** What to keep of the typing besides its latencies. */
export interface TypingRecord {
  /** A file for a CPU profile (open it in Chromium's DevTools, Performance panel). */
  profile?: string;
  /**
   * A file for a Chromium trace: the browser's own work (style, layout, paint), which a CPU
   * profile shows only as "(program)". Its sums per key come back as `work`.
   */
  trace?: string;
}

/** Milliseconds per key on the page's main thread, by kind of work, read from a trace. */
export type WorkPerKey = Record<string, number>;

export interface Typing {
  latencies: number[];
  work?: WorkPerKey;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

// The trace's events for the browser's own work after a key, by the name a reader knows them by
// (script is what is left of all tasks).
const WORK_KINDS: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
};

// A task of the thread's loop: named so by the scheduler in today's Chromium.
const isTask = (event: TraceEvent) =>
  event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask';

/** Sums the renderer's busiest main thread's top-level work by kind, per key. */
function workPerKey(events: TraceEvent[], keys: number): WorkPerKey {
  const mains = new Set(
    events
      .filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events)
    if (isTask(event) && mains.has(`${event.pid}:${event.tid}`))
      busy.set(
        `${event.pid}:${event.tid}`,
        (busy.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0),
      );
  const thread = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const sums: WorkPerKey = { 'all tasks': 0 };
  for (const event of events) {
    if (event.ph !== 'X' || `${event.pid}:${event.tid}` !== thread) continue;
    const kind = isTask(event) ? 'all tasks' : WORK_KINDS[event.name];
    if (kind) sums[kind] = (sums[kind] ?? 0) + (event.dur ?? 0);
  }
  return Object.fromEntries(
    Object.entries(sums).map(([kind, micros]) => [kind, micros / 1000 / keys]),
  );
}

/** Types into `editor` and answers each key's latency in milliseconds. */
export async function typingLatencies(
  context: BrowserContext,
  page: Page,
  editor: Locator,
  record: TypingRecord = {},
): Promise<Typing> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.evaluate(() => {
    const latencies: number[] = [];
    (window as unknown as { latencies: number[] }).latencies = latencies;
    document.addEventListener(
      'keydown',
      (event) => {
        // The next frame after the key's work: the text is on screen.
        requestAnimationFrame(() =>
          setTimeout(() => latencies.push(performance.now() - event.timeStamp), 0),
        );
      },
      { capture: true },
    );
  });
  const browser = context.browser();
  // Only the timeline's events: sampling script as well would slow every key several times.
  if (record.trace && browser)
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] });
  if (record.profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await page.keyboard.type(SENTENCE.repeat(3).slice(0, TYPED_KEYS), { delay: 60 });
  await page.waitForTimeout(500);
  if (record.profile) {
    const { profile: recorded } = await cdp.send('Profiler.stop');
    await writeFile(record.profile, JSON.stringify(recorded));
  }
  let work: WorkPerKey | undefined;
  if (record.trace && browser) {
    const trace = await browser.stopTracing();
    await writeFile(record.trace, trace);
    const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
    work = workPerKey(traceEvents, TYPED_KEYS);
  }
  const latencies = await page.evaluate(
    () => (window as unknown as { latencies: number[] }).latencies,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { latencies, work };
}

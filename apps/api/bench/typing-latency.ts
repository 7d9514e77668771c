/// <reference lib="dom" />
// The editor's input latency as bench:admin-content measures it, for the admin's editor and for
// a bare Lexical editor alike: keys typed at the end of the text with the CPU slowed 4×
// (`Emulation.setCPUThrottlingRate`), each from its key event to the next frame.
import { writeFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';

const TYPED_KEYS = 120;
const SENTENCE = 'The choir came in on the second verse and the room rang. ';

/**
 * Types into `editor` and answers each key's latency in milliseconds. `profile` names a file to
 * keep a CPU profile of the typing in (open it in Chromium's DevTools, Performance panel).
 */
export async function typingLatencies(
  context: BrowserContext,
  page: Page,
  editor: Locator,
  profile?: string,
): Promise<number[]> {
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
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  await page.keyboard.type(SENTENCE.repeat(3).slice(0, TYPED_KEYS), { delay: 60 });
  await page.waitForTimeout(500);
  if (profile) {
    const { profile: recorded } = await cdp.send('Profiler.stop');
    await writeFile(profile, JSON.stringify(recorded));
  }
  const latencies = await page.evaluate(
    () => (window as unknown as { latencies: number[] }).latencies,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return latencies;
}

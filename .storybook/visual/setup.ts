// After each listed story has rendered and its play function has passed, compares it with its
// baselines at each width, in the theme of this project (see ./stories.ts and
// docs/design-system.md). Runs in the browser, inside the story's test.
import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { visualStories } from './stories';

const listed = new Set(visualStories);
const heights: Record<number, number> = { 390: 844, 834: 1112, 1280: 800 };

/**
 * What to photograph: the story's own container (cropped to the component), or the whole
 * viewport while something is drawn over the page (a dialog, a menu, a toast, a fixed banner),
 * which lives in a portal outside that container. A fixed element covering the viewport is
 * photographed for the latter, as element screenshots are what the matcher takes.
 */
function target(): HTMLElement {
  const container = document.body.querySelector<HTMLElement>(':scope > div:not(.sb-wrapper)');
  if (!container) throw new Error('Visual test: the story container was not found');
  const overlaid = [...document.body.querySelectorAll('*')].some((element) => {
    if (element.closest('.sb-wrapper, [data-visual-viewport]')) return false;
    const { position } = getComputedStyle(element);
    if (position !== 'fixed' && position !== 'sticky') return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });
  document.querySelector('[data-visual-viewport]')?.remove();
  if (!overlaid) return container;
  const frame = document.createElement('div');
  frame.setAttribute('data-visual-viewport', '');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:-1';
  document.body.append(frame);
  return frame;
}

/** Lets a resize reflow and repaint, and web fonts (none today) finish loading. */
async function settled(): Promise<void> {
  await document.fonts.ready;
  for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
}

type StoryContext = {
  story?: { globals?: { viewport?: { value?: string } }; run: () => Promise<void> };
};

afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  // A story whose render or play function failed is reported as that failure alone.
  if (!storyId || !listed.has(storyId) || (context.task.result?.errors?.length ?? 0) > 0) return;
  const { story } = context as unknown as StoryContext;
  const theme = inject('visualTheme');
  const failures: unknown[] = [];
  const pinned = /(\d+)$/.exec(story?.globals?.viewport?.value ?? '')?.[1];
  // Open menus close when the window resizes, so the story is rendered (and played) again at
  // each width rather than resizing what is on screen.
  const widths = pinned ? [Number(pinned)] : [390, 1280];
  for (const width of widths) {
    await page.viewport(width, heights[width] ?? 800);
    // The resize event reaches the old render first, never the new one.
    await settled();
    await story?.run();
    await settled();
    try {
      const name = `${storyId.split('--')[1]}-${theme}-${width}`;
      // expect.element retries a failing matcher until its timeout (each retry takes new
      // screenshots): bound it, so that a difference costs seconds and the next width runs.
      await expect.element(target(), { timeout: 10_000 }).toMatchScreenshot(name);
    } catch (error) {
      failures.push(error);
    }
  }
  document.querySelector('[data-visual-viewport]')?.remove();
  if (failures.length > 0) {
    const messages = failures.map((error) =>
      error instanceof Error ? error.message : String(error),
    );
    throw new Error(`${messages.join('\n\n')}\n\n${inject('visualVersions')}`);
  }
}, 120_000);

declare module 'vitest' {
  export interface ProvidedContext {
    visualTheme: string;
    /** Which Chromium made the baselines and which runs now, for the failure message. */
    visualVersions: string;
  }
}

// After each story has rendered and its play function has passed (in the dark theme, which the
// story tests start in: vitest.storybook.config.ts), the same render in the light theme: axe's
// colour rules, the only ones the theme can change (the markup is the same in both). Then the
// stories listed in ./stories.ts are compared with their baselines at each width, in both
// themes (see docs/design-system.md). Runs in the browser, inside the story's test. The themes
// are classes on <html> (.storybook/preview.tsx) and no component reads the theme from script,
// so switching the class is what a reader switching themes gets.
import axe from 'axe-core';
import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { darkTheme, lightTheme } from '../../packages/ui/src';
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
  story?: {
    globals?: { viewport?: { value?: string } };
    parameters?: { a11y?: { test?: string; disable?: boolean } };
    run: () => Promise<void>;
  };
};

const themes = { dark: darkTheme, light: lightTheme } as const;
type ThemeName = keyof typeof themes;

/**
 * axe's rules whose result depends on the colours: text contrast, and links told apart from the
 * text around them by colour alone.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Puts the theme's class on <html> in place of the other's. Colour transitions are held off
 * while the new colours apply, so that what axe reads and the screenshot shows are the theme's
 * colours, never a blend halfway through a fade.
 */
async function useTheme(theme: ThemeName): Promise<void> {
  const root = document.documentElement;
  if (root.classList.contains(themes[theme])) return;
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  root.classList.remove(...Object.values(themes));
  root.classList.add(themes[theme]);
  // Reading a computed style applies the new class at once, while transitions are off.
  void getComputedStyle(root).color;
  for (const element of document.body.querySelectorAll('*')) void getComputedStyle(element).color;
  still.remove();
  await settled();
  // A dialog or menu the play function opened may still be fading in: its colours are read once
  // it is drawn as a reader sees it (endless animations, such as a spinner's, are not waited for).
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
}

/** axe's colour rules on what is on screen, as the Storybook addon runs axe on the story. */
async function colourViolations(): Promise<string[]> {
  const result = await axe.run(
    {
      include: [document.body],
      exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
    },
    { runOnly: { type: 'rule', values: COLOUR_RULES } },
  );
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
    ),
  );
}

afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  // A story whose render or play function failed is reported as that failure alone.
  if (!storyId || (context.task.result?.errors?.length ?? 0) > 0) return;
  const { story } = context as unknown as StoryContext;
  const a11y = story?.parameters?.a11y;
  try {
    if (a11y?.disable !== true && a11y?.test !== 'off' && a11y?.test !== 'todo') {
      await useTheme('light');
      expect(await colourViolations(), 'axe in the light theme').toEqual([]);
    }
    if (listed.has(storyId)) await compareWithBaselines(storyId, story);
  } finally {
    await useTheme('dark');
    document.querySelector('[data-visual-viewport]')?.remove();
  }
}, 120_000);

/** The listed story at each width, in both themes, against its baselines. */
async function compareWithBaselines(storyId: string, story: StoryContext['story']): Promise<void> {
  const failures: unknown[] = [];
  const pinned = /(\d+)$/.exec(story?.globals?.viewport?.value ?? '')?.[1];
  // Open menus close when the window resizes, so the story is rendered (and played) again at
  // each width rather than resizing what is on screen; both themes are photographed from that
  // one render.
  const widths = pinned ? [Number(pinned)] : [390, 1280];
  for (const width of widths) {
    await useTheme('dark');
    await page.viewport(width, heights[width] ?? 800);
    // The resize event reaches the old render first, never the new one.
    await settled();
    await story?.run();
    await settled();
    for (const theme of Object.keys(themes) as ThemeName[]) {
      await useTheme(theme);
      try {
        const name = `${storyId.split('--')[1]}-${theme}-${width}`;
        // expect.element retries a failing matcher until its timeout (each retry takes new
        // screenshots): bound it, so that a difference costs seconds and the next one runs.
        await expect.element(target(), { timeout: 10_000 }).toMatchScreenshot(name);
      } catch (error) {
        failures.push(error);
      }
    }
  }
  if (failures.length > 0) {
    const messages = failures.map((error) =>
      error instanceof Error ? error.message : String(error),
    );
    throw new Error(`${messages.join('\n\n')}\n\n${inject('visualVersions')}`);
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which Chromium made the baselines and which runs now, for the failure message. */
    visualVersions: string;
  }
}

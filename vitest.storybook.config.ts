// Runs every story as a test in Debian's Chromium: render, play function, axe check in the dark
// theme, then axe's colour rules on the same render in the light theme, so a colour that only
// fails contrast in the light theme fails the run too (.storybook/visual/setup.ts). The stories
// listed in .storybook/visual/stories.ts are then compared with their baseline screenshots in
// both themes (docs/design-system.md); `-u` renews those.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { VISUAL_TOLERANCE } from './scripts/visual-report.mjs';
import VisualStoriesReporter, { STORIES_REPORT } from './.storybook/visual/reporter';

const executablePath = findChromium();
if (!executablePath) {
  throw new Error(
    'Chromium not found: set CHROMIUM_PATH or install Debian chromium (npm test does it as root).',
  );
}

const configDir = fileURLToPath(new URL('.storybook', import.meta.url));
// Where the Vitest addon reads the globals a story starts with (its `initialGlobals` option
// provides them under this key; STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY in its constants).
const INITIAL_GLOBALS = 'storybook/test-initial-globals';
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    // A missing baseline fails (it is written to the report, not into the source tree) unless
    // the run is told to renew baselines with `-u`.
    update: 'none',
    globalSetup: ['./.storybook/visual/environment.ts'],
    reporters: ['default', new VisualStoriesReporter()],
    projects: [
      {
        // One project and one Chromium: each story renders and plays once, in the dark theme;
        // the light theme is the same render with the other theme class on <html> (the themes
        // are CSS only), checked and photographed in the setup file.
        plugins: [storybookTest({ configDir })],
        test: {
          name: 'storybook',
          // Every story file in one frame, one after another, as the stories of a file already
          // were: the frame loads the setup files (axe, the design system, the themes) and the
          // shared modules once instead of once per file (59 times), about half of this task's
          // CPU (docs/benchmarks.md, "Eighth round"). Storybook unmounts each story after its
          // test, portals included, so a file starts from the empty canvas the next story of
          // the same file would.
          isolate: false,
          setupFiles: ['./.storybook/test-setup.ts', './.storybook/visual/setup.ts'],
          // A story's test renders it, runs its play function and axe. With `npm test` on 2 cores
          // (the end-to-end suite and two other tasks alongside, load 30 to 40) the heaviest ones
          // (the StatusActionTable's Playground and Sorted, the RichTextEditor's Playground, which
          // types about 30 keys through the editor) took over the 15 s default and failed by
          // timeout alone; they take 3 to 10 s at load 15. A failing assertion still fails at once.
          testTimeout: 60_000,
          attachmentsDir: `${STORIES_REPORT}/.attachments`,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // Wider than the widest story viewport, so that the test frame is never scaled down.
              contextOptions: { viewport: { width: 1400, height: 1200 } },
              launchOptions: {
                executablePath,
                args: [
                  ...CHROMIUM_ARGS,
                  '--autoplay-policy=no-user-gesture-required',
                  '--mute-audio',
                ],
              },
            }),
            instances: [
              {
                browser: 'chromium' as const,
                // The theme global the stories start with (the one @storybook/addon-themes reads,
                // see .storybook/preview.tsx).
                provide: { [INITIAL_GLOBALS]: { theme: 'dark' } },
              },
            ],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: VISUAL_TOLERANCE,
                // Baselines beside each component: Button/__screenshots__/all-variants-dark-1280.png.
                resolveScreenshotPath: ({ arg, ext, testFileDirectory }) =>
                  `${root}/${testFileDirectory}/__screenshots__/${arg}${ext}`,
                // What a difference leaves (the new image and the diff) goes to the report.
                resolveDiffPath: ({ arg, ext, testFileDirectory }) =>
                  `${STORIES_REPORT}/${testFileDirectory}/${arg}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
});

declare module 'vitest' {
  export interface ProvidedContext {
    /** The globals each story starts with, read by @storybook/addon-vitest's test of a story. */
    'storybook/test-initial-globals': Record<string, unknown>;
  }
}

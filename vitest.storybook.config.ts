// Runs every story as a test in Debian's Chromium: render, play function, axe check — once per
// theme, so a colour that only fails contrast in the light theme fails the run too.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const executablePath = findChromium();
if (!executablePath) {
  throw new Error(
    'Chromium not found: set CHROMIUM_PATH or install Debian chromium (npm test does it as root).',
  );
}

const configDir = fileURLToPath(new URL('.storybook', import.meta.url));
const themes = ['dark', 'light'] as const;

export default defineConfig({
  test: {
    projects: themes.map((theme) => ({
      // The theme global is the one @storybook/addon-themes reads (see .storybook/preview.tsx).
      plugins: [storybookTest({ configDir, initialGlobals: { theme } })],
      test: {
        name: `storybook-${theme}`,
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({
            launchOptions: {
              executablePath,
              args: [
                ...CHROMIUM_ARGS,
                '--autoplay-policy=no-user-gesture-required',
                '--mute-audio',
              ],
            },
          }),
          instances: [{ browser: 'chromium' as const }],
        },
      },
    })),
  },
});

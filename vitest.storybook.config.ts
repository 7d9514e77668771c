// Runs every story as a test in Debian's Chromium: render, play function, axe check.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const executablePath = findChromium();
if (!executablePath) {
  throw new Error('Chromium not found: set CHROMIUM_PATH or install Debian chromium (npm test does it as root).');
}

export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath, args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required', '--mute-audio'] },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

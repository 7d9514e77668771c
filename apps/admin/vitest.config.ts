import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { studioUiSourceAliases } from '@studio/ui/source-aliases';
import { defineConfig } from 'vitest/config';
import { sharedDom } from '../../packages/ui/src/test/sharedDom';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: studioUiSourceAliases, conditions: ['source'] },
  test: {
    environment: 'jsdom',
    globals: true,
    // The design system's DOM test setup (jest-dom matchers, cleanup, the browser APIs jsdom lacks,
    // the jsdom put back after each file).
    setupFiles: ['../../packages/ui/src/test/setup.ts', './src/test/setup.ts'],
    // A screen's first test also loads its lazy code; on a busy 2-core machine typing a form's
    // fields took up to 25 s, and a test stopped at 30 s says nothing about the screen.
    testTimeout: 60_000,
    include: ['src/**/*.test.{ts,tsx}'],
    // One jsdom and one module graph per worker, put back after each file, as in the design
    // system (packages/ui/src/test/sharedDom.ts). No file here mocks a module or leaves behind
    // what the setup cannot put back; one that does belongs in a project of its own.
    ...sharedDom,
    // Two workers, not vitest's default of one on 2 cores: much of this run waits on timers, and
    // at the end of `npm test` it runs beside little else (scripts/test.mjs).
    maxWorkers: 2,
  },
});

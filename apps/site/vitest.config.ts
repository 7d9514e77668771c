import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { studioContentSourceAliases } from '@studio/content/source-aliases';
import { studioUiSourceAliases } from '@studio/ui/source-aliases';
import { defineConfig } from 'vitest/config';
import { sharedDom } from '../../packages/ui/src/test/sharedDom';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: [...studioUiSourceAliases, ...studioContentSourceAliases] },
  test: {
    environment: 'jsdom',
    globals: true,
    // The design system's DOM test setup (jest-dom matchers, cleanup, the browser APIs jsdom lacks,
    // the jsdom put back after each file).
    setupFiles: ['../../packages/ui/src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mts}', '*.test.ts'],
    // One jsdom and one module graph per worker, put back after each file, as in the design
    // system (packages/ui/src/test/sharedDom.ts). No file here mocks a module or leaves behind
    // what the setup cannot put back; one that does belongs in a project of its own.
    ...sharedDom,
  },
});

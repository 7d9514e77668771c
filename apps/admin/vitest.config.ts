import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { studioUiSourceAliases } from '@studio/ui/source-aliases';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: studioUiSourceAliases, conditions: ['source'] },
  test: {
    environment: 'jsdom',
    globals: true,
    // The design system's DOM test setup (jest-dom matchers, cleanup, the browser APIs jsdom lacks).
    setupFiles: ['../../packages/ui/src/test/setup.ts', './src/test/setup.ts'],
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

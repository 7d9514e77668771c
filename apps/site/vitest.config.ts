import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { studioContentSourceAliases } from '@studio/content/source-aliases';
import { studioUiSourceAliases } from '@studio/ui/source-aliases';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: [...studioUiSourceAliases, ...studioContentSourceAliases] },
  test: {
    environment: 'jsdom',
    globals: true,
    // The design system's DOM test setup (jest-dom matchers, cleanup, the browser APIs jsdom lacks).
    setupFiles: ['../../packages/ui/src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mts}', '*.test.ts'],
  },
});

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    // The editor's tests check its output with the API's own rules, read from their source (the
    // `source` condition would also pick Lexical's TypeScript sources, which do not run as is).
    alias: {
      '@studio/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: true,
    // The suite shares two cores with the browser tests: a cold first render may take seconds.
    testTimeout: 30_000,
  },
});

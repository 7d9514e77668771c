import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { sharedDom } from './src/test/sharedDom';

// Files that cannot share a jsdom with others, so each gets a fresh one (a worker of its own):
// the `*.load.test.tsx` files replace modules with `vi.mock`, which would reach every later file
// of a shared worker; the hydration tests run the pre-hydration script, whose capture listeners
// on the document no test can remove, and one of them hydrates the whole document.
// The setup file fails a file of the shared project that leaves either behind.
const ownJsdom = [
  'src/**/*.load.test.tsx',
  'src/hydration/hydration.test.tsx',
  'src/hydration/hydrationDocument.test.tsx',
];

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
    css: true,
    // The suite shares two cores with the browser tests: a cold first render may take seconds.
    testTimeout: 30_000,
    // Two workers, not vitest's default of one on 2 cores: at the end of `npm test` this task
    // runs beside little else (scripts/test.mjs).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ownJsdom],
          // One jsdom per worker, put back after each file (src/test/sharedDom.ts).
          ...sharedDom,
        },
      },
      {
        extends: true,
        test: { name: 'ui-own-jsdom', include: ownJsdom },
      },
    ],
  },
});

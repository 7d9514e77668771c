import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { studioUiSourceAliases } from '@studio/ui/source-aliases';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: studioUiSourceAliases },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { studioContentSourceAliases } from '@studio/content/source-aliases';
import { studioUiSourceAliases } from '@studio/ui/source-aliases';
import { defineConfig } from 'vite';
import { groupedChunks } from './chunks';
import { iconModules } from './iconModules';

// The site compiles @studio/ui from source (see its source-aliases) so one vanilla-extract
// pass hashes class names identically in the client and the prerender builds.
export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin(), iconModules(), groupedChunks()],
  resolve: { alias: [...studioUiSourceAliases, ...studioContentSourceAliases] },
  ssr: { noExternal: ['@studio/ui'] },
  // Maps are produced for error tooling but not referenced from the bundles (and not served).
  build: { target: 'es2022', sourcemap: 'hidden' },
  server: { proxy: { '/api': 'http://127.0.0.1:3001' } },
});

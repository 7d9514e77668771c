import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { studioUiSourceAliases } from '@studio/ui/source-aliases';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { adminRoutePaths } from './src/routePaths';

// Publishes the admin route table next to the build for the API's one-origin static serving.
const routesManifest = (): Plugin => ({
  name: 'studio-admin-routes-manifest',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'routes.json',
      source: `${JSON.stringify({ routes: adminRoutePaths }, null, 2)}\n`,
    });
  },
});

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), routesManifest()],
  // `source`: the workspace packages (@studio/contracts) are read from their TypeScript sources.
  resolve: { alias: studioUiSourceAliases, conditions: ['source', ...defaultClientConditions] },
  // Its own asset folder, so the admin and site builds can be served from one origin.
  // Maps are produced for error tooling but not referenced from the bundles (and not served).
  build: { target: 'es2022', sourcemap: 'hidden', assetsDir: 'admin-assets' },
  server: { proxy: { '/api': 'http://127.0.0.1:3001' } },
});

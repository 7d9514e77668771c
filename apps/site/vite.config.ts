import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The site consumes @studio/ui from source (the `source` export condition) so one vanilla-extract
// pass hashes class names identically in the client and the prerender (SSR) builds.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] }, noExternal: ['@studio/ui'] },
  build: { target: 'es2022', sourcemap: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3001' } },
});

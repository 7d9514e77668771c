import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

// Library build: ESM per entry plus ONE stylesheet (dist/styles.css) holding every class the
// package uses, so consumers need no vanilla-extract plugin (they import the CSS once).
export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  build: {
    target: 'es2022',
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        css: 'src/css.ts',
        editor: 'src/editor.ts',
        'themes/dark': 'src/themes/dark.ts',
        'themes/light': 'src/themes/light.ts',
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rollupOptions: {
      external: (id) =>
        externals.some((dep) => id === dep || id.startsWith(`${dep}/`)) || id.startsWith('react/'),
    },
  },
});

import type { Config } from '@react-router/dev/config';
import { LOCALES } from '@studio/contracts/locales';
import { staticPaths } from './src/routeTable';
import { articlePaths, notFoundRenderPathOf, translatedPaths } from './src/prerenderPaths';

// Every route prerendered to static HTML and `.data` files (dist/client), which the API serves.
// `ssr: true` keeps the server bundle (dist/server) beside them: the API renders pages with it
// again when content is published or the server runs on another origin (ADR 0007). Route
// discovery is `initial`: the whole route manifest ships with the client, so navigation never
// asks a server for `/__manifest` and a static host serves every answer from files.
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  prerender: () => [
    ...staticPaths(),
    ...articlePaths(),
    ...translatedPaths(),
    // Each language's 404 page (postbuild names it 404.html, hi/404.html).
    ...LOCALES.map(notFoundRenderPathOf),
  ],
} satisfies Config;

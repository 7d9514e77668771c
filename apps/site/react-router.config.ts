import type { Config } from '@react-router/dev/config';
import { staticPaths } from './src/routeTable';
import { articlePaths, translatedPaths } from './src/prerenderPaths';

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
  prerender: () => [...staticPaths(), ...articlePaths(), ...translatedPaths(), '/404'],
} satisfies Config;

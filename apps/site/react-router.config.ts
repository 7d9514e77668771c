import type { Config } from '@react-router/dev/config';
import { staticPaths } from './src/routeTable';
import { articlePaths } from './src/prerenderPaths';

// Static HTML for every route (ssr: false): the API serves dist/client; loaders run here, at
// build time, and their data ships beside each page for client navigation.
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: false,
  prerender: () => [...staticPaths(), ...articlePaths(), '/404'],
} satisfies Config;

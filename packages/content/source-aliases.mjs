// Vite aliases that read @studio/content from its TypeScript sources inside the monorepo, so the
// site's build, dev server and tests see a content edit at once (Node reads the built dist/).
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('./src/', import.meta.url));

export const studioContentSourceAliases = [
  { find: /^@studio\/content\/([\w-]+)$/, replacement: `${src}$1.ts` },
];

// Vite aliases that compile @studio/ui from source inside the monorepo: the one way Vite-based
// tools read it (docs/decisions/0003-compiled-ui-package.md). Aliases reach every Vite
// environment and vanilla-extract's own compiler, so `.css.ts` files in the apps and the
// components share ONE theme contract instead of mixing the source and the built copy.
import { fileURLToPath } from 'node:url';

const src = (path) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export const studioUiSourceAliases = [
  { find: /^@studio\/ui$/, replacement: src('index.ts') },
  { find: /^@studio\/ui\/css$/, replacement: src('css.ts') },
  { find: /^@studio\/ui\/editor$/, replacement: src('editor.ts') },
  { find: /^@studio\/ui\/themes\/(dark|light)$/, replacement: src('themes/$1.ts') },
];

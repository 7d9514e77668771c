import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const ICONS = '@radix-ui/react-icons';
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@radix-ui\/react-icons["'];?/g;
/** The query that names one icon of the library's module: `react-icons.esm.js?icon=Cross2Icon`. */
const ICON_QUERY = /\?icon=(\w+)$/;
const HELPER = '_objectWithoutPropertiesLoose';

/**
 * Radix Icons ships every icon in one module, and a module lives in one chunk: the icons of the
 * menu button and of a page's player all went into the shell, which every page loads. Here each
 * icon a module imports is a module of its own, cut from the library's code at build time, so the
 * chunk rule (chunks.ts) places it with the components that draw it. The path keeps the library's
 * (`node_modules/@radix-ui/react-icons/...`), so the rule treats it as the library's code.
 */
export function iconModules(): Plugin {
  let library: Promise<string> | undefined;
  // The props helper every icon calls is a module of its own too, shared by the icons.
  const iconSource = async (file: string, name: string): Promise<string> => {
    const code = await (library ??= readFile(file, 'utf8'));
    const pattern =
      name === HELPER
        ? `function ${HELPER}\\([\\s\\S]*?\\n\\}\\n`
        : `var (_excluded[\\w$]*) = \\["color"\\];\\nvar ${name} = [\\s\\S]*?\\n\\}\\);\\n`;
    const source = new RegExp(pattern).exec(code)?.[0];
    // A changed library layout fails the build rather than shipping a broken icon.
    if (!source) throw new Error(`${ICONS}: ${name} not found in ${file}`);
    if (name === HELPER) return `export ${source}`;
    return `import { forwardRef, createElement } from 'react';\nimport { ${HELPER} } from ${JSON.stringify(`${file}?icon=${HELPER}`)};\n${source}export { ${name} };\n`;
  };
  return {
    name: 'studio-site-icon-modules',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!code.includes(ICONS) || ICON_QUERY.test(id)) return null;
      const resolved = await this.resolve(ICONS, id);
      // The prerender build keeps the library external: nothing to cut there.
      if (!resolved || resolved.external) return null;
      const file = resolved.id.replace(/\?.*$/, '');
      const rewritten = code.replace(NAMED_IMPORT, (_statement, names: string) =>
        names
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '' && !part.startsWith('type '))
          .map((part) => {
            const [imported = '', local = imported] = part.split(/\s+as\s+/);
            return `import { ${imported} as ${local} } from ${JSON.stringify(`${file}?icon=${imported}`)};`;
          })
          // One line, as the statement was: the module's source map stays right.
          .join(' '),
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(source) {
      return ICON_QUERY.test(source) ? source : null;
    },
    load(id) {
      const name = ICON_QUERY.exec(id)?.[1];
      return name ? iconSource(id.replace(ICON_QUERY, ''), name) : null;
    },
  };
}

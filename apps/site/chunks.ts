import type { Plugin, Rolldown } from 'vite';

/** React, React DOM and React Router: what every page hydrates with, one long-cached file. */
const VENDOR =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
/** The site's own modules, its default content and the design system's, compiled from source. */
const SITE_SHARED = /[\\/](?:apps[\\/]site[\\/]src|packages[\\/](?:ui|content)[\\/]src)[\\/]/;
/** A route module: its own chunk, loaded by its page only. */
const ROUTE_MODULE = /[\\/]apps[\\/]site[\\/]src[\\/]routes[\\/][^\\/]+\.tsx(?:\?|$)/;
/** Third-party code the shell and pages use at first paint. */
const UI_LIBS =
  /[\\/]node_modules[\\/](?:@vanilla-extract|@radix-ui|@floating-ui|clsx|tslib|aria-hidden|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es)[\\/]/;
/**
 * Code that loads on a visitor's intent through dynamic imports (the header search's combobox,
 * the form selects) and what only it uses: never in the shared chunk, or every page would load it.
 */
const ON_INTENT =
  /[\\/](?:components[\\/](?:SiteSearch[\\/]SiteSearch\.tsx|Select[\\/]Select\.tsx)|lazy[\\/])|[\\/]node_modules[\\/](?:downshift|compute-scroll-into-view|@radix-ui[\\/]react-select)[\\/]/;

/**
 * Client chunks. Rolldown's automatic splitting cut the shared code into 30–40 small files per
 * page, each paying a request and its headers; grouped, a first visit loads the manifest, the
 * entry with React and the router (vendor), the shell and design system (ui, one stylesheet) and
 * the page's own chunk. The ui group takes modules without their import trees
 * (`includeDependenciesRecursively: false`): with them, the design system's barrel pulled every
 * component's dependencies, on-intent ones included, into every page.
 */
function siteCodeSplitting(): Rolldown.CodeSplittingOptions {
  return {
    groups: [
      {
        name: 'vendor',
        test: (id: string) => VENDOR.test(id) || /entry\.client|vite[\\/]preload-helper/.test(id),
        priority: 30,
      },
      {
        name: 'ui',
        test: (id: string) =>
          ((SITE_SHARED.test(id) && !ROUTE_MODULE.test(id)) || UI_LIBS.test(id)) &&
          !ON_INTENT.test(id),
        includeDependenciesRecursively: false,
        priority: 20,
      },
    ],
  };
}

/**
 * Applies the grouping to the client build. React Router's plugin sets
 * `preserveEntrySignatures: 'exports-only'` per environment; grouping without dependencies needs
 * `'allow-extension'` (an entry chunk may export more than its module). The prerender build
 * keeps its defaults.
 */
export function groupedChunks(): Plugin {
  return {
    name: 'studio-site-grouped-chunks',
    enforce: 'post',
    configEnvironment(name, config) {
      if (name !== 'client') return;
      config.build ??= {};
      config.build.rollupOptions = {
        ...config.build.rollupOptions,
        preserveEntrySignatures: 'allow-extension',
      };
      config.build.rolldownOptions = {
        ...config.build.rolldownOptions,
        preserveEntrySignatures: 'allow-extension',
        // Not strict: modules run in import order across chunks as usual. Strict order wraps each
        // module in an init function, and the design system's barrel (marked side-effectful for
        // its reset stylesheet) then initialised, so loaded, every component's chunk up front.
        output: { codeSplitting: siteCodeSplitting(), strictExecutionOrder: false },
      };
    },
  };
}

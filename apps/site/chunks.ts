import type { Plugin, Rolldown } from 'vite';

/** React, React DOM and React Router: what every page hydrates with, one long-cached file. */
const VENDOR =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
/** The site's own modules, its default content and the design system's, compiled from source. */
const SITE_SHARED = /[\\/](?:apps[\\/]site[\\/]src|packages[\\/](?:ui|content)[\\/]src)[\\/]/;
/** A route module: its own chunk, loaded by its page only. */
const ROUTE_MODULE = /[\\/]apps[\\/]site[\\/]src[\\/]routes[\\/][^\\/]+\.tsx(?:\?|$)/;
/** Third-party code of the design system and the pages. */
const UI_LIBS =
  /[\\/]node_modules[\\/](?:@vanilla-extract|@radix-ui|@floating-ui|clsx|tslib|aria-hidden|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|downshift|compute-scroll-into-view)[\\/]/;
/** The design system's barrel (`@studio/ui`), which re-exports every component. */
const UI_BARREL = /[\\/]packages[\\/]ui[\\/]src[\\/]index\.ts$/;
/** The root route's client module: the shell every page renders in. */
const ROOT_ROUTE = /[\\/]apps[\\/]site[\\/]src[\\/]root\.tsx(?:\?|$)/;
const NAMED_UI_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@studio\/ui["']/g;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): Rolldown.ModuleInfo | null;
}

/** The names a module imports from the barrel, or null when it takes more than named imports. */
function namesFromBarrel(code: string): string[] | null {
  if (
    /import\s*\*\s*as\s+\w+\s*from\s*["']@studio\/ui["']|export\s*\*\s*from\s*["']@studio\/ui["']/.test(
      code,
    )
  )
    return null;
  return [...code.matchAll(NAMED_UI_IMPORT)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter(Boolean),
  );
}

/**
 * For every module, the routes whose client module reaches it through static imports (the
 * root route stands for the shell). Through the design system's barrel only the components a
 * module names are followed: the barrel re-exports every component, so a plain walk would reach
 * all of them from anywhere, while the bundler keeps only what is named.
 */
function routesReaching(graph: ModuleGraph): Map<string, Set<string>> {
  const ids = [...graph.getModuleIds()];
  const barrel = ids.find((id) => UI_BARREL.test(id));
  // Which barrel import provides each exported name (`export *` chains followed).
  const provider = new Map<string, string>();
  const barrelDependencies = barrel ? (graph.getModuleInfo(barrel)?.importedIds ?? []) : [];
  const namesOf = (id: string, seen: Set<string>): string[] => {
    if (seen.has(id)) return [];
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) return [];
    const own = info.exports.filter((name) => name !== '*');
    return info.exports.includes('*')
      ? [...own, ...info.importedIds.flatMap((dependency) => namesOf(dependency, seen))]
      : own;
  };
  for (const dependency of barrelDependencies)
    for (const name of namesOf(dependency, new Set())) provider.set(name, dependency);
  const barrelSideEffects = barrelDependencies.filter(
    (dependency) => graph.getModuleInfo(dependency)?.exports.length === 0,
  );
  const dependenciesOf = (id: string): string[] =>
    (graph.getModuleInfo(id)?.importedIds ?? []).flatMap((dependency) => {
      if (dependency !== barrel) return [dependency];
      const names = namesFromBarrel(graph.getModuleInfo(id)?.code ?? '');
      if (names === null) return [barrel, ...barrelDependencies];
      return [
        barrel,
        ...barrelSideEffects,
        ...names.flatMap((name) => {
          const source = provider.get(name);
          return source ? [source] : [];
        }),
      ];
    });

  const reaching = new Map<string, Set<string>>();
  const routes = ids.filter(
    (id) => graph.getModuleInfo(id)?.isEntry && (ROUTE_MODULE.test(id) || ROOT_ROUTE.test(id)),
  );
  for (const route of routes) {
    const key = ROOT_ROUTE.test(route) ? SHELL : route;
    const seen = new Set<string>();
    const pending = [route];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      let set = reaching.get(id);
      if (!set) reaching.set(id, (set = new Set()));
      set.add(key);
      // The barrel's own imports are followed per imported name above, never all at once.
      if (id !== barrel) pending.push(...dependenciesOf(id));
    }
  }
  return reaching;
}

const SHELL = 'shell';
/** Below this many bytes of source, code shared by a few pages is not worth a file of its own. */
const MIN_SHARED_CHUNK = 8000;

const isCandidate = (id: string) =>
  (SITE_SHARED.test(id) && !ROUTE_MODULE.test(id)) || UI_LIBS.test(id);
const isStylesheet = (id: string) => /\.css(?:\.ts)?(?:\?|$)/.test(id);

/**
 * The chunk of each grouped module: `ui` for the shell (what the root route renders, and every
 * stylesheet module); for code that several pages share, one chunk per set of pages when it is
 * large enough to pay for its request, else the chunk of a larger set that covers those pages,
 * else the shell. Code one page uses, or only code loaded on intent, is left out: it goes to
 * that page's chunk, or loads with the dynamic import.
 */
function chunkAssignment(graph: ModuleGraph): Map<string, string> {
  const assignment = new Map<string, string>();
  const sets = new Map<string, { routes: Set<string>; size: number; ids: string[] }>();
  for (const [id, routes] of routesReaching(graph)) {
    if (!isCandidate(id)) continue;
    if (routes.has(SHELL) || isStylesheet(id)) {
      assignment.set(id, 'ui');
      continue;
    }
    if (routes.size < 2) continue;
    const key = [...routes].sort().join('|');
    const set = sets.get(key) ?? { routes, size: 0, ids: [] };
    set.size += graph.getModuleInfo(id)?.code?.length ?? 0;
    set.ids.push(id);
    sets.set(key, set);
  }
  const keys = [...sets.keys()].sort();
  const large = keys.filter((key) => sets.get(key)!.size >= MIN_SHARED_CHUNK);
  for (const key of keys) {
    const set = sets.get(key)!;
    const home = large.includes(key)
      ? key
      : large
          .filter((candidate) =>
            [...set.routes].every((route) => sets.get(candidate)!.routes.has(route)),
          )
          .sort((x, y) => sets.get(x)!.routes.size - sets.get(y)!.routes.size)[0];
    const name = home === undefined ? 'ui' : `shared${large.indexOf(home) + 1}`;
    for (const id of set.ids) assignment.set(id, name);
  }
  return assignment;
}

/**
 * Client chunks. Rolldown's automatic splitting cut the shared code into 30–40 small files per
 * page, each paying a request and its headers; grouped, a first visit loads the manifest, the
 * entry with React and the router (vendor), the shell (ui, with every stylesheet module) and the
 * page's own chunk. The ui group takes only what the shell renders at first paint: a component
 * only some pages use (the video dialog, the track list, the forms, an article list) goes to
 * the chunks of those pages, and code imported dynamically (the header search's combobox, the
 * menu dialog, the form selects) loads on intent with what only it uses.
 * Stylesheet modules stay in the shell whoever uses them: the design system's barrel imports
 * them for their side effects, and a barrel in the shell importing a page's chunk would make the
 * chunks import each other in a cycle.
 */
function siteCodeSplitting(assignment: Map<string, string>): Rolldown.CodeSplittingOptions {
  return {
    groups: [
      {
        name: 'vendor',
        test: (id: string) => VENDOR.test(id) || /entry\.client|vite[\\/]preload-helper/.test(id),
        priority: 30,
      },
      {
        name: (id: string) => assignment.get(id) ?? null,
        test: (id: string) => assignment.has(id),
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
  // Filled when the client build's module graph is complete, read when its chunks are made.
  const assignment = new Map<string, string>();
  return {
    name: 'studio-site-grouped-chunks',
    enforce: 'post',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      assignment.clear();
      for (const [id, name] of chunkAssignment(this)) assignment.set(id, name);
    },
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
        output: { codeSplitting: siteCodeSplitting(assignment), strictExecutionOrder: false },
      };
    },
  };
}

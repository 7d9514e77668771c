import type { Plugin, Rolldown } from 'vite';
import { IN_SHELL, placeSharedSets, type SharedSet } from './chunk-placement';

/** React, React DOM and React Router: what every page hydrates with, one long-cached file. */
const VENDOR =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
/**
 * The site's own modules, its default content and the design system's (compiled from source),
 * and the contracts' entries without schemas that pages share with the API (the slug rule, the
 * pages' paths, the focal point's crop, Rate & Interact's rules); the contracts' other modules
 * stay out.
 */
const SITE_SHARED =
  /[\\/](?:apps[\\/]site[\\/]src|packages[\\/](?:ui|content)[\\/]src|packages[\\/]contracts[\\/]dist[\\/](?:content[\\/](?:slug|focal)|site-pages|locales|interactions-rules)\.js)(?:[\\/]|$)/;
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
 * Each module's static imports, where an import of the design system's barrel stands for the
 * barrel and the components the module names from it (the bundler keeps only those).
 */
function dependencyReader(graph: ModuleGraph): {
  barrel?: string;
  dependenciesOf: (id: string) => string[];
} {
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
  return { barrel, dependenciesOf };
}

/**
 * For every module, the routes whose client module reaches it through static imports (the
 * root route stands for the shell). Through the design system's barrel only the components a
 * module names are followed: the barrel re-exports every component, so a plain walk would reach
 * all of them from anywhere, while the bundler keeps only what is named.
 */
function routesReaching(graph: ModuleGraph): Map<string, Set<string>> {
  const ids = [...graph.getModuleIds()];
  const { barrel, dependenciesOf } = dependencyReader(graph);
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

const isCandidate = (id: string) =>
  (SITE_SHARED.test(id) && !ROUTE_MODULE.test(id)) || UI_LIBS.test(id);
const isStylesheet = (id: string) => /\.css(?:\.ts)?(?:\?|$)/.test(id);

const RE_EXPORT = /export\s*(?:\*(?:\s*as\s+\w+)?|\{[^}]*\})\s*from\s*["'][^"']+["'];?/g;
const SIDE_EFFECT_IMPORT = /import\s*["'][^"']+["'];?/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
/** A barrel: re-exports and side-effect imports only, which the bundler resolves away. */
const onlyReExports = (code: string | null | undefined) =>
  code != null &&
  code.replace(COMMENT, '').replace(RE_EXPORT, '').replace(SIDE_EFFECT_IMPORT, '').trim() === '';

/**
 * Merges chunks that would import each other (a cycle between chunks breaks hydration, since
 * execution order is not strict): any chunk in a cycle with the shell joins the shell, other
 * cycles join their first member.
 */
function withoutCycles(graph: ModuleGraph, assignment: Map<string, string>): void {
  const { dependenciesOf } = dependencyReader(graph);
  for (;;) {
    const edges = new Map<string, Set<string>>();
    for (const [id, from] of assignment) {
      if (onlyReExports(graph.getModuleInfo(id)?.code)) continue;
      for (const dependency of dependenciesOf(id)) {
        const to = assignment.get(dependency);
        if (to === undefined || to === from) continue;
        const targets = edges.get(from) ?? new Set<string>();
        edges.set(from, targets.add(to));
      }
    }
    const reaches = (from: string, target: string): boolean => {
      const seen = new Set<string>();
      const pending = [from];
      while (pending.length > 0) {
        const next = pending.pop()!;
        for (const to of edges.get(next) ?? []) {
          if (to === target) return true;
          if (seen.has(to)) continue;
          seen.add(to);
          pending.push(to);
        }
      }
      return false;
    };
    const chunks = [...new Set(assignment.values())].sort((x, y) =>
      x === 'ui' ? -1 : y === 'ui' ? 1 : x.localeCompare(y),
    );
    const cycle = chunks.find((chunk) => reaches(chunk, chunk));
    if (cycle === undefined) return;
    const members = chunks.filter((chunk) => reaches(cycle, chunk) && reaches(chunk, cycle));
    for (const [id, name] of assignment)
      if (members.includes(name) && name !== cycle) assignment.set(id, cycle);
  }
}

/**
 * The chunk of each grouped module: `ui` for the shell (what the root route renders, every
 * stylesheet module, and code every page uses). Code that several pages share is grouped by the
 * set of pages that use it, and the sets are placed together (`placeSharedSets`) where what the
 * pages load is least: a page pays for the whole of each shared chunk it loads and for each
 * file. Code one page uses, or only code loaded on intent, is left out: it goes to that page's
 * chunk, or loads with the dynamic import.
 */
function chunkAssignment(graph: ModuleGraph): Map<string, string> {
  const assignment = new Map<string, string>();
  const byKey = new Map<string, SharedSet & { ids: string[] }>();
  const pages = new Set<string>();
  for (const [id, routes] of routesReaching(graph)) {
    for (const route of routes) if (route !== SHELL) pages.add(route);
    if (!isCandidate(id)) continue;
    if (routes.has(SHELL) || isStylesheet(id)) {
      assignment.set(id, 'ui');
      continue;
    }
    if (routes.size < 2) continue;
    const key = [...routes].sort().join('|');
    const set = byKey.get(key) ?? { key, routes, size: 0, ids: [] };
    set.size += graph.getModuleInfo(id)?.code?.length ?? 0;
    set.ids.push(id);
    byKey.set(key, set);
  }
  const sets = [...byKey.values()].sort((x, y) => y.size - x.size || x.key.localeCompare(y.key));
  const placement = placeSharedSets(sets, pages.size);
  // Named by size, largest first, so a name says the same thing from build to build.
  const sizeOf = (place: number) =>
    sets.reduce((sum, set, index) => sum + (placement[index] === place ? set.size : 0), 0);
  const names = new Map(
    [...new Set(placement.filter((place) => place !== IN_SHELL))]
      .sort((x, y) => sizeOf(y) - sizeOf(x) || x - y)
      .map((place, order) => [place, `shared${order + 1}`]),
  );
  sets.forEach((set, index) => {
    const name = names.get(placement[index]!) ?? 'ui';
    for (const id of set.ids) assignment.set(id, name);
  });
  withoutCycles(graph, assignment);
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

/**
 * How the browser build groups modules into files. Every public page loads the
 * framework and the root layout's code at once; left to the automatic split, that code came as
 * about thirty small files, each gzipped on its own, so each lost the others' dictionary. Two
 * groups put it in two files instead: same code, about 9 KB less gzip at load on the home page.
 * Both take only `$initial` modules (imported statically from some entry), so a module that is
 * only ever imported later (the quote dialog, the call dialog, toasts, the cookie banner) stays in
 * a chunk of its own and out of page loads.
 */

/** React, React DOM and React Router: the runtime every page hydrates with. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/;
/**
 * React Router's client entry stays out of the framework group. Grouped with it, the entry's
 * module became the framework's file, which route modules import: hydration then started while
 * the page's start script was still importing the routes, before it had set
 * `window.__reactRouterRouteModules`, and some page loads failed to hydrate at all.
 */
const CLIENT_ENTRY = /[\\/]entry\.client\.[jt]sx?$/;
/** The root route (app/root.tsx): header, footer, hosts of the dialogs and the banner. */
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx$/;
/**
 * The stylesheet stays with the root route's chunk, as without the groups: in the shell, which
 * dialogs import too, React Router would count it as loaded on demand and mark its `<link>` with
 * a trailing `#`, and scripts/postbuild.ts would no longer inline it.
 */
const STYLESHEET = /\.css($|\?)/;

/** The part of Rolldown's chunking context this needs: who imports a module statically. */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * Whether the root route imports the module, directly or through other modules, statically: such
 * a module runs on every page. The walk goes up the importers breadth-first, so cycles are
 * harmless, and remembers each answer.
 */
function makeInShell(): (id: string, graph: ModuleGraph) => boolean {
  const known = new Map<string, boolean>();
  return (id, graph) => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const seen = new Set<string>([id]);
    const queue = [id];
    let found = false;
    while (queue.length && !found) {
      for (const importer of graph.getModuleInfo(queue.shift()!)?.importers ?? []) {
        if (ROOT_ROUTE.test(importer) || known.get(importer) === true) {
          found = true;
          break;
        }
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    known.set(id, found);
    return found;
  };
}

/** `build.rolldownOptions.output.codeSplitting.groups` of the client build. */
export function clientChunkGroups() {
  const inShell = makeInShell();
  return [
    {
      name: 'framework',
      test: (id: string) => FRAMEWORK.test(id) && !CLIENT_ENTRY.test(id),
      tags: ['$initial' as const],
      priority: 2,
    },
    {
      // Names the group in Rolldown's timing report, which cannot print a function.
      debugName: 'shell',
      name: (id: string, graph: ModuleGraph) =>
        !STYLESHEET.test(id) && inShell(id, graph) ? 'shell' : null,
      tags: ['$initial' as const],
      priority: 1,
    },
  ];
}

/**
 * How the lazily loaded code is cut into files (vite.config.ts, docs/decisions/016).
 *
 * Left to itself the bundler makes one chunk per distinct set of importers: a signed-in page needs
 * a score of files, most of them under 1 kB compressed (toast, alert, card, the pieces of TanStack
 * Query, ...). Each file costs the phone a request (six at a time on HTTP/1.1) and the page's
 * main thread the work of starting it. So every lazily loaded module of the shared layers (TanStack
 * Query, the UI kit, lib/, the contract) goes into one `app` chunk, provided that:
 * - the landing page does not load it statically (its code stays in the entry chunk, and the landing
 *   page's budget does not pay for the signed-in app: `npm run size`);
 * - the landing page's lazily loaded sections do not import it either (they would fetch the whole
 *   signed-in layer for one class name): such a module gets a small chunk of its own, which the `app`
 *   chunk may import;
 * - everything it imports is in the entry, the icons or the `app` chunk too, so the chunk never drags
 *   a heavy library along (zod and the schemas built with it, Radix's dialog) into pages without it.
 * Pages, panels and dialogs (the dynamic imports) keep their own chunks.
 */

/** The part of Rolldown's chunking context used here (CodeSplittingNameFunction's second argument). */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { isEntry: boolean; importers: readonly string[]; importedIds: readonly string[] } | null;
}

const LANDING_SECTIONS = /[\\/]src[\\/]features[\\/]marketing[\\/]landing[\\/]/;
const SHARED_LAYERS =
  /node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/](components[\\/]ui|lib)[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/]/;
const ICONS = /node_modules[\\/]lucide-react[\\/]/;

export const ICONS_CHUNK = { name: 'icons', test: ICONS };

/**
 * The `name` function of the `app` group: 'app' for a module that goes there, null for the others.
 * One instance per build (it remembers what it has decided; the graph does not change within a build).
 */
export function appChunkNamer(): (id: string, graph: ModuleGraph) => string | null {
  const initial = new Map<string, boolean>();
  const captured = new Map<string, boolean>();

  /** Loaded by the entry chunk: an entry, or imported statically by a module that is. */
  const isInitial = (id: string, graph: ModuleGraph): boolean => {
    const known = initial.get(id);
    if (known !== undefined) return known;
    const info = graph.getModuleInfo(id);
    if (!info) return false;
    if (info.isEntry) return true;
    initial.set(id, false); // an import cycle does not make a module initial
    const result = info.importers.some((importer) => isInitial(importer, graph));
    initial.set(id, result);
    return result;
  };

  const isLandingImport = (id: string, graph: ModuleGraph) =>
    graph.getModuleInfo(id)?.importers.some((importer) => LANDING_SECTIONS.test(importer)) ?? false;
  const isCandidate = (id: string, graph: ModuleGraph) =>
    SHARED_LAYERS.test(id) && !isInitial(id, graph) && !isLandingImport(id, graph);
  const isFree = (id: string, graph: ModuleGraph) =>
    isInitial(id, graph) || ICONS.test(id) || isLandingImport(id, graph);

  /**
   * Decides for `id` and every candidate it reaches at once (whether a module may go depends only on
   * what it reaches): a candidate that imports something outside the entry, the icons and the
   * candidates is out, then, until nothing changes, every candidate that imports one that is out.
   */
  const isCaptured = (id: string, graph: ModuleGraph): boolean => {
    const known = captured.get(id);
    if (known !== undefined) return known;
    if (!isCandidate(id, graph)) return false;
    const reached = new Set<string>();
    const stack = [id];
    while (stack.length) {
      const next = stack.pop()!;
      if (reached.has(next) || captured.has(next)) continue;
      reached.add(next);
      for (const dep of graph.getModuleInfo(next)?.importedIds ?? []) {
        if (isCandidate(dep, graph)) stack.push(dep);
      }
    }
    const out = new Set<string>();
    const allowed = (dep: string) =>
      !out.has(dep) && (isFree(dep, graph) || reached.has(dep) || captured.get(dep) === true);
    for (let changed = true; changed; ) {
      changed = false;
      for (const m of reached) {
        if (out.has(m)) continue;
        if (!(graph.getModuleInfo(m)?.importedIds ?? []).every(allowed)) {
          out.add(m);
          changed = true;
        }
      }
    }
    for (const m of reached) captured.set(m, !out.has(m));
    return captured.get(id)!;
  };

  return (id, graph) => (isCaptured(id, graph) ? 'app' : null);
}

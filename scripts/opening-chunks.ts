// Chunk naming for the window's first view (rolldown's `codeSplitting.groups`), used by
// vite.config.ts. Left to itself the bundler splits what the opening view shares with later views
// into many small chunks (the store, the templates, a few words): each one more request for the
// first view, and on a slow laptop each costs the main thread a link inserted and a response
// handled (bench:startup). The view's static imports are grouped into one chunk of their own; the
// view and its own parts (`View.vue?vue&type=script…`) stay in the view's chunk, so that a retry
// after a failed load, which imports the view's chunk under an address of its own
// (renderer/retrying-import.ts), fetches the view's code again. A failed dependency chunk stays
// failed until the window is reloaded, as any shared chunk does (renderer/README.md).

/** What the name function is given by rolldown: the module graph. */
interface ChunkingGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * A group's name function: `name` for every module the view `viewId` imports statically, directly or
 * not (but not the view itself), and nothing for the rest. Modules an earlier group took (the shell)
 * stay there.
 */
export function openingViewNeeds(viewId: string, name: string): (id: string, graph: ChunkingGraph) => string | null {
  let needs: Set<string> | undefined;
  return (id, graph) => {
    if (!needs) {
      const found = new Set<string>();
      const visit = (next: string): void => {
        if (found.has(next)) return;
        found.add(next);
        for (const imported of graph.getModuleInfo(next)?.importedIds ?? []) visit(imported);
      };
      visit(viewId);
      for (const id of found) if (id === viewId || id.startsWith(`${viewId}?`)) found.delete(id);
      needs = found;
    }
    return needs.has(id) ? name : null;
  };
}

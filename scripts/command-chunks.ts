// Chunk naming for the command line (rolldown's `codeSplitting.groups`), used by
// vite.electron.config.ts `--mode cli|sea`. Left to itself the bundler makes one chunk per set of
// roots (entries and import() targets) whose static graphs hold a module: 25 to 38 files for
// `person`, `license` or a batch, and Node pays some 0.5 ms of CPU for each file it resolves, reads
// and links at every start (issue 34). Many of those roots only ever load after another one: the
// failure's catalogue after the failure path, the authorization entry after the command that asks
// for it. A root that can only load once a module is already loaded tells nothing about when that
// module loads, so it is left out of the module's set; modules whose sets are then equal load at
// the same moment in every run, and share a chunk. No run loads a module sooner than before.

/** What the name function reads of a module. */
export interface ChunkModule {
  isEntry: boolean;
  importers: readonly string[];
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
}

/** What rolldown gives the name function: the module graph. */
export interface ChunkGraph {
  getModuleInfo(id: string): ChunkModule | null;
}

/** How the command line loads its roots, beyond import(). */
export interface CommandRoots {
  /** The entry every run starts from: what it holds stays in its chunk. */
  start: string;
  /** For an entry loaded at run time (require() from a lazy import's stub), the stubs that load it. */
  loadedBy: (entry: string) => readonly string[] | undefined;
  /** Roots always imported together (one Promise.all): one root for the grouping. */
  together: readonly (readonly string[])[];
  /**
   * Modules left to the build's own chunks: those that the build drops for some of their importers
   * (tree-shaken schemas), where the import graph overstates who loads them.
   */
  leave: (id: string, info: ChunkModule) => boolean;
}

/**
 * A group's name function: for each module, a name per set of roots that must load it, with the
 * roots that only load after one of the others left out; null for what the start entry holds.
 */
export function commandChunks(roots: CommandRoots, label: (id: string) => string): (id: string, graph: ChunkGraph) => string | null {
  const one = new Map<string, string>();
  for (const set of roots.together) for (const id of set) one.set(id, set[0] ?? id);
  const rootsOf = new Map<string, ReadonlySet<string>>();
  const names = new Map<string, string>();
  const taken = new Set<string>();

  /** The roots whose static graph holds `id` (a walk up its importers). */
  const collect = (id: string, graph: ChunkGraph): ReadonlySet<string> => {
    const known = rootsOf.get(id);
    if (known) return known;
    const found = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      const info = graph.getModuleInfo(next);
      if (!info) continue;
      if (info.isEntry || info.dynamicImporters.length > 0) found.add(one.get(next) ?? next);
      for (const importer of info.importers)
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
    }
    rootsOf.set(id, found);
    return found;
  };

  /** The modules whose running loads `root`: its import() sites, or the stubs that require() it. */
  const loaders = (root: string, graph: ChunkGraph): readonly string[] | null => {
    const members = roots.together.find((set) => set.includes(root)) ?? [root];
    const importers = new Set(members.map((member) => graph.getModuleInfo(member)?.dynamicImporters.join('\n')));
    if (importers.size > 1) throw new Error(`commandChunks: ${members.join(', ')} are no longer imported together`);
    const found: string[] = [];
    for (const member of members) {
      const info = graph.getModuleInfo(member);
      if (!info) return null;
      if (info.isEntry) {
        // The start entry, or one loaded on its own (the licensevendor host's process): never left out.
        const stubs = roots.loadedBy(member);
        if (!stubs) return null;
        found.push(...stubs);
      } else found.push(...info.dynamicImporters);
    }
    return found;
  };

  return (id, graph) => {
    const info = graph.getModuleInfo(id);
    if (!info || roots.leave(id, info)) return null;
    const set = new Set(collect(id, graph));
    if (set.size === 0 || set.has(roots.start)) return null;
    // A root is left out when every module that loads it is held by other roots of the set: the
    // first of the set's roots to load in a run is then never one left out, and loads this module.
    const held = new Set(set);
    for (const root of held) {
      const by = loaders(root, graph);
      const after = (loader: string): boolean => {
        const of = collect(loader, graph);
        return of.size > 0 && [...of].every((other) => other !== root && held.has(other));
      };
      if (by && by.length > 0 && by.every(after)) set.delete(root);
    }
    const key = [...set].sort().join('\n');
    let name = names.get(key);
    if (!name) {
      const labels = [...set].map(label).sort();
      const base = labels.length > 2 ? `${labels.slice(0, 2).join('+')}+${labels.length - 2}` : labels.join('+');
      name = base;
      for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
      taken.add(name);
      names.set(key, name);
    }
    return name;
  };
}

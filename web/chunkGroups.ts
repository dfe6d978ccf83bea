/**
 * The first screens after login in few files. Left to itself the bundler gives every set of lazy
 * importers its own chunk: a ticket came in 130 files, and on a slow line each file costs a round
 * trip on one of the browser's six connections. So the client is built twice: a first build without
 * these groups tells which chunks each first screen loads before it runs (its chunk and all they
 * import), and the real build puts their modules in one chunk per set of first screens that need them
 * ('first-shell' for what every screen after login needs).
 *
 * A chunk's imports are needed by at least the screens that need the chunk, so a group only imports
 * groups of the same or more screens: the groups can form no cycle. What the login loads stays as it
 * is, and so does a lazily loaded module no first-screen chunk imports (a route's screen, a dialog)
 * or that imports nothing (a screen's query, which the route asks for before the screen's code).
 */

/** A chunk of the first build, as the bundler describes it. */
export interface BuiltChunk {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/** A module of the first build's graph. */
export interface BuiltModule {
  importers: readonly string[];
  importsOthers: boolean;
  loadedLazily: boolean;
}

export interface FirstScreenRoots {
  /** The page's entry: the login. */
  entry: string;
  /** What every screen after login loads. */
  shell: readonly string[];
  /** Each first screen's route modules. */
  screens: Record<string, readonly string[]>;
}

/** Group name per module id; modules without one are chunked as the bundler sees fit. */
export function firstScreenGroups(chunks: readonly BuiltChunk[], modules: ReadonlyMap<string, BuiltModule>, roots: FirstScreenRoots): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOfModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
  const chunkOf = (id: string) => {
    const chunk = chunkOfModule.get(id);
    if (!chunk) throw new Error(`chunk groups: no chunk holds ${id}`);
    return chunk;
  };
  const closure = (ids: readonly string[]) => {
    const seen = new Set<BuiltChunk>();
    const stack = ids.map(chunkOf);
    while (stack.length > 0) {
      const chunk = stack.pop()!;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) stack.push(byFile.get(file)!);
    }
    return seen;
  };

  const login = closure([roots.entry]);
  const shell = closure(roots.shell);
  const screens = Object.entries(roots.screens).map(([name, ids]) => [name, closure(ids)] as const);
  const needed = new Set([...shell, ...screens.flatMap(([, set]) => [...set])]);
  const neededModules = new Set([...needed].flatMap((chunk) => chunk.moduleIds));

  const result = new Map<string, string>();
  for (const chunk of needed) {
    if (login.has(chunk)) continue;
    const group = shell.has(chunk) ? 'first-shell' : `first-${screens.filter(([, set]) => set.has(chunk)).map(([name]) => name).join('-')}`;
    for (const id of chunk.moduleIds) {
      const module = modules.get(id);
      const ownChunk = module?.loadedLazily && (!module.importsOthers || !module.importers.some((importer) => neededModules.has(importer)));
      if (!ownChunk) result.set(id, group);
    }
  }
  return result;
}

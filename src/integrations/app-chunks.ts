// Chunking of the client build: which modules travel together, so the /auth app loads a few files
// instead of a waterfall of small ones (design.md JavaScript budget; sender-flows §2 app shell).

/** The part of Rolldown's chunking context these rules read. */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null;
}

const AUTH_APP = /[\\/]src[\\/]app[\\/]AuthApp\.tsx$/;

/** The entries (islands, scripts) that reach a module: through static imports only, or through any. */
function entriesReaching(id: string, graph: ModuleGraph, dynamic: boolean): Set<string> {
  const entries = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length) {
    const current = queue.pop()!;
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry) entries.add(current);
    for (const importer of dynamic ? [...info.importers, ...info.dynamicImporters] : info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return entries;
}

/**
 * Groups the modules the /auth app's island loads before its first screen (its static imports,
 * followed). Those no other entry reaches form the app's shell chunk. Those other islands share
 * are grouped by the islands that reach them (and whether statically or only on demand), with the
 * app's and the islands' lazy parts counted as theirs: modules every one of those islands needs
 * together travel together, so no island loads a module it does not reach. Rolldown's own split
 * also keys on each lazy chunk, which leaves one file per module here. The routes' lazy screens
 * are left to Rolldown. Returns the group name, or null.
 */
export function authShell(): (id: string, graph: ModuleGraph) => string | null {
  const groups = new Map<string, string>();
  return (id, graph) => {
    const reachedFirst = [...entriesReaching(id, graph, false)];
    if (!reachedFirst.some((entry) => AUTH_APP.test(entry))) return null;
    const reached = [...entriesReaching(id, graph, true)];
    if (reached.every((entry) => AUTH_APP.test(entry))) return 'AuthApp';
    const key = reached
      .map((entry) => (reachedFirst.includes(entry) ? entry : `${entry} on demand`))
      .sort()
      .join('\n');
    // Named after the first module of the group (a second group of the same name is numbered).
    if (!groups.has(key)) {
      const base = (/([^\\/]+?)(\.[a-z]+)?$/i.exec(id)?.[1] ?? 'shared').replace(/[^\w-]/g, '');
      const taken = [...groups.values()].filter((name) => name === base || name.startsWith(`${base}-`)).length;
      groups.set(key, taken ? `${base}-${taken + 1}` : base);
    }
    return groups.get(key)!;
  };
}

const SEND_SCREEN = /[\\/]src[\\/]app[\\/]screens[\\/]money[\\/]SendScreen\.tsx$/;

/** Whether a module is the send screen or one the send screen imports statically, followed. */
function sendScreenReaches(id: string, graph: ModuleGraph): boolean {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length) {
    const current = queue.pop()!;
    if (SEND_SCREEN.test(current)) return true;
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/**
 * The signed-in home's route in one chunk: the send screen and what it imports that only the /auth
 * app reaches (the shell's own modules excepted), instead of one file per set of lazy screens
 * sharing a module. Other money screens that share a module load it from this chunk. Returns the
 * group name, or null.
 */
export function sendRoute(): (id: string, graph: ModuleGraph) => string | null {
  return (id, graph) => {
    if ([...entriesReaching(id, graph, false)].some((entry) => AUTH_APP.test(entry))) return null;
    const reached = [...entriesReaching(id, graph, true)];
    if (!reached.length || !reached.every((entry) => AUTH_APP.test(entry))) return null;
    return sendScreenReaches(id, graph) ? 'SendScreen' : null;
  };
}

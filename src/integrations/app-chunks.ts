// Chunking of the client build: which modules travel together, so the /auth app loads a few files
// instead of a waterfall of small ones (design.md JavaScript budget; sender-flows §2 app shell).
import { readFileSync } from 'node:fs';

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

// The send screen, and the phone input the send route loads beside it (as do the other routes with
// a phone field, which share the send screen's modules anyway), and the message notice the signed-in
// home shows over it (a payment's new status), with the server text reader it shares with most screens.
const SEND_ROUTE = /[\\/]src[\\/](app[\\/]screens[\\/]money[\\/]SendScreen\.tsx|app[\\/]overlays[\\/]MessageNotice\.tsx|ui[\\/]forms[\\/]PhoneInput\.tsx\?app-copy)$/;

/** Whether a module is the send route's (see SEND_ROUTE) or one it imports statically, followed. */
function sendRouteReaches(id: string, graph: ModuleGraph): boolean {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length) {
    const current = queue.pop()!;
    if (SEND_ROUTE.test(current)) return true;
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
 * The signed-in home's route in one chunk: the send screen, the phone input and the answer schemas
 * and rules they import that only the /auth app reaches (the shell's own modules excepted), instead
 * of one file per set of lazy screens sharing a module. Other screens that share a module load it
 * from this chunk. Returns the group name, or null.
 */
export function sendRoute(): (id: string, graph: ModuleGraph) => string | null {
  return (id, graph) => {
    if ([...entriesReaching(id, graph, false)].some((entry) => AUTH_APP.test(entry))) return null;
    const reached = [...entriesReaching(id, graph, true)];
    if (!reached.length || !reached.every((entry) => AUTH_APP.test(entry))) return null;
    return sendRouteReaches(id, graph) ? 'SendScreen' : null;
  };
}

/** The query that marks the /auth app's own copy of a module. */
export const APP_COPY = '?app-copy';

const APP_SOURCE = /[\\/]src[\\/]app[\\/]/;
// The stores hold the app's state (the one other islands read, stores/ui, imports no project module).
const TAKES_COPIES = /[\\/]src[\\/](app|stores)[\\/]/;
// zod too: the app's copy travels with the app's schemas, so the send page takes them in one file;
// and libphonenumber-js, whose functions the phone input's copy takes into the send route's chunk.
const PROJECT_SOURCE = /[\\/](src[\\/][^?]*\.(tsx?|json)|node_modules[\\/](zod|libphonenumber-js)[\\/][^?]*\.js)$/;
// Shared on purpose: page-wide state (the stores, loaded translations, the i18n runtime in the React
// chunk) and the whole phone metadata, which any island on the page fetches from one file.
const SHARED = /[\\/]src[\\/](stores[\\/]|i18n[\\/](runtime|use-namespace|translate)\.ts$|lib[\\/]phone-rules\.ts$)/;

/** Whether the module `importer` imports the app's own copies of the modules it imports. */
function takesCopies(importer: string): boolean {
  return TAKES_COPIES.test(importer) || importer.endsWith(APP_COPY);
}

/** Whether an import made from `importer` of the module `id` takes the app's own copy of it. */
export function takesAppCopy(importer: string, id: string): boolean {
  return takesCopies(importer) && PROJECT_SOURCE.test(id) && !APP_SOURCE.test(id) && !SHARED.test(id);
}

/** The part of a Vite plugin's resolve context this plugin uses. */
interface ResolveContext {
  resolve(source: string, importer: string, options: { skipSelf: boolean }): Promise<{ id: string; external?: boolean | 'absolute' | 'relative' } | null>;
}

/**
 * The /auth app's own copies of the pure modules it shares with other islands (forms, primitives,
 * domain rules, schemas): what the app imports gets a query suffix, so it is a module of its own
 * and travels in the app's chunks, instead of one small chunk per set of islands sharing it. Other
 * islands keep theirs, so no page loads more than before.
 */
export function appCopies() {
  return {
    name: 'app-copies',
    // Before Vite's own resolver, which would otherwise answer first.
    enforce: 'pre' as const,
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    async resolveId(this: ResolveContext, source: string, importer: string | undefined) {
      if (!importer || source.startsWith('\0')) return null;
      if (!takesCopies(importer)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved || resolved.external || !takesAppCopy(importer, resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${APP_COPY}` };
    },
    // The bundler takes a module's type from its name, which the suffix hides for JSON.
    load(id: string) {
      if (!id.endsWith(`.json${APP_COPY}`)) return null;
      return { code: readFileSync(id.slice(0, -APP_COPY.length), 'utf8'), moduleType: 'json' as const };
    },
  };
}

const APP_SCHEMA = /[\\/](src[\\/]api[\\/]schemas|node_modules[\\/]zod)[\\/][^?]*\?app-copy$/;

/**
 * The /auth app's copies of the answer schemas its shell leaves out (the sign-in screen reads its
 * answers without zod, src/api/schemas/light.ts): one chunk, loaded by the first screen or answer
 * that parses with them, instead of one per set of screens sharing a schema. Returns the group
 * name, or null.
 */
export function appSchemas(): (id: string, graph: ModuleGraph) => string | null {
  return (id, graph) => {
    if (!schemaOnly(id, graph, new Set())) return null;
    if ([...entriesReaching(id, graph, false)].some((entry) => AUTH_APP.test(entry))) return null;
    return 'schemas';
  };
}

/**
 * Whether a module is one of the app's answer schemas, or an app copy only they import (the
 * identity check's document types): with them it costs no page a byte, apart it costs a request.
 */
function schemaOnly(id: string, graph: ModuleGraph, seen: Set<string>): boolean {
  if (APP_SCHEMA.test(id)) return true;
  if (!id.endsWith(APP_COPY) || seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info || info.dynamicImporters.length > 0 || info.importers.length === 0) return false;
  return info.importers.every((importer) => schemaOnly(importer, graph, seen));
}

// Where a build's CPU time goes: reads a V8 .cpuprofile (`node --cpu-prof`) and prints the top files
// and functions by self time, the packages, and the share of the build's main parts.
//
//   node scripts/bench/profile-summary.ts <file.cpuprofile | dir> [--top N] [--root <project dir>] [--chunks <dir>]
//
// Pages render from the build's server bundle (.astro/.prerender/): a frame there is put in its
// module when the chunk is still on disk, or in --chunks (a copy of that folder kept with the
// profile, since the next build replaces it); otherwise Astro's runtime chunks are told by name.
// A directory means its largest .cpuprofile (the build's main thread; workers write smaller ones).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The parts of a build the summary gives a share of; every sample falls in exactly one. */
export const PARTS = [
  'astro render',
  'astro (other)',
  'our src/',
  'vite/rollup bundling',
  'other packages',
  'fs (writes, and reads)',
  'text encoding',
  'regular expressions',
  'node (other)',
  'GC',
  'idle/program',
] as const;
export type Part = (typeof PARTS)[number];

export interface Entry {
  name: string;
  ms: number;
  share: number;
}
export interface ProfileSummary {
  totalMs: number;
  files: Entry[];
  functions: Entry[];
  packages: Entry[];
  parts: Record<Part, Entry>;
}

/** `node_modules/@scope/name/…` → `@scope/name`, the innermost package of a nested install. */
export function packageOf(url: string): string | null {
  const at = url.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first = '', second = ''] = url.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

const BUNDLERS = new Set([
  'vite',
  'rollup',
  'rolldown',
  'esbuild',
  'lightningcss',
  'postcss',
  '@babel/core',
  '@babel/parser',
  '@babel/traverse',
  '@babel/generator',
  '@vitejs/plugin-react',
  'magic-string',
  'acorn',
  'es-module-lexer',
  'tinyglobby',
  'fdir',
  '@astrojs/compiler',
  'terser',
]);
// Astro's rendering of a page: the server runtime (components, HTML escaping, streaming to a
// string) and the static build's page generation loop.
const ASTRO_RENDER = /\/astro\/dist\/(runtime\/server|core\/render|core\/build\/generate|core\/app|core\/middleware|core\/routing)/;
// The pages render from the build's server bundle (`.astro/.prerender/`), where the site's modules
// and Astro's runtime are bundled together. Without the bundle's files to map a line to its module
// (see `moduleAt`), a chunk is told by its name: these are Astro's runtime.
const ASTRO_CHUNK = /\/\.prerender\/(prerender-entry|chunks\/(server|sequence|errors-data|rolldown-runtime|noop-entrypoint|_virtual_astro_[a-z-]+|_astro_content|_astro_data-layer-content)_)/;
const OUR_CODE = /^(src\/|(?:[^/]+\/)*\.prerender\/)/;
// Native frames of Node's file system and text encoding (their url is empty).
const NATIVE_FS = new Set([
  'mkdir',
  'open',
  'close',
  'read',
  'fstat',
  'stat',
  'lstat',
  'access',
  'readdir',
  'copyFile',
  'existsSync',
  'openFileHandle',
  'writeBuffer',
  'writeBuffers',
  'writeString',
  'writeFileUtf8',
  'readFileUtf8',
  'FSReqCallback',
  'unlink',
  'rmSync',
  'rename',
]);
const NATIVE_TEXT = new Set(['encodeUtf8String', 'encodeInto', 'decode', 'decodeUTF8', 'utf8Slice', 'latin1Slice', 'utf8Write', 'latin1Write', 'ucs2Write', 'base64Write', 'toUSVString']);

/** Which part of the build a frame's self time belongs to. `root` is the project's folder path, ending in '/'. */
export function partOf(frame: CallFrame, root: string): Part {
  const { url, functionName } = frame;
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)') return 'idle/program';
  if (url === '') {
    if (NATIVE_FS.has(functionName)) return 'fs (writes, and reads)';
    if (NATIVE_TEXT.has(functionName)) return 'text encoding';
    if (functionName.startsWith('RegExp: ')) return 'regular expressions';
    return 'node (other)';
  }
  const pkg = packageOf(url);
  if (pkg === 'astro') return ASTRO_RENDER.test(url) ? 'astro render' : 'astro (other)';
  if (pkg && (BUNDLERS.has(pkg) || pkg.startsWith('@rollup/') || pkg.startsWith('@esbuild/') || pkg.startsWith('@rolldown/'))) return 'vite/rollup bundling';
  if (pkg) return 'other packages';
  if (url.startsWith('node:internal/fs') || url === 'node:fs' || url.startsWith('node:fs/')) return 'fs (writes, and reads)';
  if (url === 'node:buffer' || url === 'node:internal/encoding') return 'text encoding';
  if (url.startsWith('node:')) return 'node (other)';
  if (ASTRO_CHUNK.test(url)) return 'astro render';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  if (path.startsWith(root) && OUR_CODE.test(path.slice(root.length))) return 'our src/';
  return 'other packages';
}

/**
 * The modules of a bundle chunk by line: Rolldown writes `// <module path>` before each module's
 * code. Paths are relative to the project's folder.
 */
export function chunkModules(text: string): Array<{ line: number; module: string }> {
  const modules: Array<{ line: number; module: string }> = [];
  text.split('\n').forEach((line, i) => {
    const m = /^\/\/ ((?:\.\.\/|src\/|\\0)\S+)$/.exec(line);
    if (m?.[1]) modules.push({ line: i, module: m[1] });
  });
  return modules;
}

/** The module a 0-based line of a chunk belongs to: the last one starting at or before it. */
export function moduleAt(modules: ReadonlyArray<{ line: number; module: string }>, line: number): string | null {
  let found: string | null = null;
  for (const m of modules) {
    if (m.line > line) break;
    found = m.module;
  }
  return found;
}

/** A file's display name: a package's files under `pkg:`, the project's relative to its root. */
export function fileOf(url: string, root: string): string {
  if (url === '') return '(native)';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const at = path.lastIndexOf('/node_modules/');
  if (at >= 0) return path.slice(at + '/node_modules/'.length);
  return path.startsWith(root) ? path.slice(root.length) : path;
}

/** Each sample lasts until the next one (the last until the profile's end). */
function sampleDurations(profile: CpuProfile): number[] {
  const times: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((t += delta));
  return times.map((start, i) => Math.max(0, (times[i + 1] ?? profile.endTime) - start) / 1000);
}

function top(map: Map<string, number>, totalMs: number, n: number): Entry[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => ({ name, ms, share: totalMs ? ms / totalMs : 0 }));
}

function add(map: Map<string, number>, key: string, ms: number) {
  map.set(key, (map.get(key) ?? 0) + ms);
}

/**
 * Reads the chunk a bundle frame ran in, when it is still on disk (the same build's bundle, or a copy
 * in `chunksDir`), and puts the frame in the module it came from.
 */
function bundleResolver(root: string, chunksDir: string | undefined): (frame: CallFrame) => CallFrame {
  const chunks = new Map<string, Array<{ line: number; module: string }> | null>();
  return (frame) => {
    const at = frame.url.indexOf('/.prerender/');
    if (at < 0) return frame;
    const rel = frame.url.slice(at + '/.prerender/'.length);
    if (!chunks.has(rel)) {
      const candidates = [chunksDir && join(chunksDir, rel), frame.url.startsWith('file://') ? fileURLToPath(frame.url) : frame.url].filter((f): f is string => !!f);
      const file = candidates.find((f) => existsSync(f));
      chunks.set(rel, file ? chunkModules(readFileSync(file, 'utf8')) : null);
    }
    const module = moduleAt(chunks.get(rel) ?? [], frame.lineNumber);
    if (!module || module.startsWith('\\0')) return frame;
    return { ...frame, url: `file://${resolve(root, module)}` };
  };
}

export function summariseProfile(profile: CpuProfile, rootDir: string, n = 25, chunksDir?: string): ProfileSummary {
  const root = rootDir.endsWith('/') ? rootDir : `${rootDir}/`;
  const inModule = bundleResolver(root, chunksDir);
  const byId = new Map(profile.nodes.map((node) => [node.id, { ...node, callFrame: inModule(node.callFrame) }]));
  const selfMs = new Map<number, number>();
  sampleDurations(profile).forEach((ms, i) => {
    const id = profile.samples[i];
    if (id !== undefined) selfMs.set(id, (selfMs.get(id) ?? 0) + ms);
  });
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  const parts = new Map<string, number>(PARTS.map((p) => [p, 0]));
  let totalMs = 0;
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    totalMs += ms;
    const file = fileOf(frame.url, root);
    add(files, file, ms);
    add(functions, `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`, ms);
    add(packages, packageOf(frame.url) ?? (frame.url.startsWith('node:') ? 'node:' : frame.url === '' ? '(native)' : '(project)'), ms);
    add(parts, partOf(frame, root), ms);
  }
  const partEntries = Object.fromEntries(PARTS.map((p) => [p, { name: p, ms: parts.get(p) ?? 0, share: totalMs ? (parts.get(p) ?? 0) / totalMs : 0 }])) as Record<Part, Entry>;
  return { totalMs, files: top(files, totalMs, n), functions: top(functions, totalMs, n), packages: top(packages, totalMs, n), parts: partEntries };
}

export function formatEntries(title: string, entries: Entry[]): string {
  const lines = entries.map((e) => `${(e.ms / 1000).toFixed(2).padStart(8)} s ${(e.share * 100).toFixed(1).padStart(5)} %  ${e.name}`);
  return [title, ...lines].join('\n');
}

export function formatSummary(summary: ProfileSummary): string {
  return [
    `self time sampled: ${(summary.totalMs / 1000).toFixed(1)} s`,
    formatEntries('parts:', Object.values(summary.parts)),
    formatEntries(`top ${summary.packages.length} packages:`, summary.packages),
    formatEntries(`top ${summary.files.length} files:`, summary.files),
    formatEntries(`top ${summary.functions.length} functions:`, summary.functions),
  ].join('\n\n');
}

/** The profile a path names: the file itself, or a folder's largest .cpuprofile. */
export function profileFile(path: string): string {
  if (!statSync(path).isDirectory()) return path;
  const files = readdirSync(path)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(path, f))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  if (!files[0]) throw new Error(`no .cpuprofile in ${path}`);
  return files[0];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const n = Number(option('--top') ?? 25);
  const chunks = option('--chunks');
  const root = resolve(option('--root') ?? fileURLToPath(new URL('../../', import.meta.url)));
  const [path] = args;
  if (!path) {
    console.error('usage: node scripts/bench/profile-summary.ts <file.cpuprofile | dir> [--top N] [--root DIR]');
    process.exit(2);
  }
  const file = profileFile(path);
  console.log(`profile: ${file}`);
  console.log(formatSummary(summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, root, n, chunks && resolve(chunks))));
}

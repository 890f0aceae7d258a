// Where a build's CPU time goes: reads a V8 .cpuprofile (`node --cpu-prof`) and prints the top files
// and functions by self time, the packages, and the share of the build's main parts.
//
//   node scripts/bench/profile-summary.ts <file.cpuprofile | dir> [--top N] [--root <project dir>]
//
// A directory means its largest .cpuprofile (the build's main thread; workers write smaller ones).
import { readFileSync, readdirSync, statSync } from 'node:fs';
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
export const PARTS = ['astro render', 'astro (other)', 'our src/', 'vite/rollup bundling', 'other packages', 'node (fs writes)', 'node (other)', 'GC', 'idle/program'] as const;
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

const BUNDLERS = new Set(['vite', 'rollup', 'rolldown', 'esbuild', 'lightningcss', 'postcss', '@babel/core', '@babel/parser', '@babel/traverse', '@babel/generator', '@vitejs/plugin-react', 'magic-string', 'acorn', 'es-module-lexer', 'tinyglobby', 'fdir', '@astrojs/compiler', 'terser']);
// Astro's rendering of a page: the server runtime (components, HTML escaping, streaming to a
// string) and the static build's page generation loop.
const ASTRO_RENDER = /\/astro\/dist\/(runtime\/server|core\/render|core\/build\/generate|core\/app|core\/middleware|core\/routing)/;
// The site's own code runs from the build's server bundle (Astro writes it under the output's
// `.prerender` or a `chunks/`/`pages/` folder outside node_modules), or from src/ in dev.
const OUR_CODE = /\/(src|\.prerender|chunks|pages)\//;

/** Which part of the build a frame's self time belongs to. `root` is the project's folder, as a file URL or path. */
export function partOf(frame: CallFrame, root: string): Part {
  const { url, functionName } = frame;
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)') return 'idle/program';
  const pkg = packageOf(url);
  if (pkg === 'astro') return ASTRO_RENDER.test(url) ? 'astro render' : 'astro (other)';
  if (pkg && (BUNDLERS.has(pkg) || pkg.startsWith('@rollup/') || pkg.startsWith('@esbuild/') || pkg.startsWith('@rolldown/'))) return 'vite/rollup bundling';
  if (pkg) return 'other packages';
  if (url.startsWith('node:internal/fs') || url === 'node:fs' || url.startsWith('node:fs/')) return 'node (fs writes)';
  if (url.startsWith('node:') || url === '') return 'node (other)';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  if (path.startsWith(root) && OUR_CODE.test(path.slice(root.length - 1))) return 'our src/';
  return 'other packages';
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

export function summariseProfile(profile: CpuProfile, rootDir: string, n = 25): ProfileSummary {
  const root = rootDir.endsWith('/') ? rootDir : `${rootDir}/`;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
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
  const root = resolve(option('--root') ?? fileURLToPath(new URL('../../', import.meta.url)));
  const [path] = args;
  if (!path) {
    console.error('usage: node scripts/bench/profile-summary.ts <file.cpuprofile | dir> [--top N] [--root DIR]');
    process.exit(2);
  }
  const file = profileFile(path);
  console.log(`profile: ${file}`);
  console.log(formatSummary(summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, root, n)));
}

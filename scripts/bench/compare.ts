// `npm run bench -- --against <git-ref>`: the same figures for this checkout ("new") and for
// <ref> ("old", a git worktree in a temp folder, node_modules linked), builds interleaved (old,
// new, old, new) so the machine's load hits both, printed as a table of new/old ratios with the
// machine stated. `--runs N` repeats each build N times (the fastest counts; peak is the largest).
// Each side's build is then served by that side's own server for the /auth first loads in Chromium
// and Lighthouse, and that side's receiver publishes one changed article (webhook to live).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { allJavaScript, firstJavaScript } from '../first-javascript.ts';
import { timedBuild, type BuildFigures } from './build.ts';
import { floorOf, type FloorFigures } from './floor.ts';
import type { LighthouseFigures, LoadedScripts } from '../auth-first-load.ts';

/** Pages whose HTML weight is compared (gzip -9 of the built file). */
export const HTML_PAGES: Record<string, string> = {
  '/about-us': 'about-us/index.html',
  '/de-de/about-us': 'de-de/about-us/index.html',
  '/rules': 'rules/index.html',
  'a news article': 'news/sendora-half-year-update-2026/index.html',
  'a help article': 'help/category/4403120762/section/44042000101/article/44079212706/index.html',
  '/ (landing)': 'index.html',
};
/** The pages whose JavaScript the bench already reports. */
export const JS_PAGES = ['index.html', 'send/index.html', 'send-money/united-kingdom-to-philippines/index.html', 'request-page/index.html', 'auth/index.html'];

export interface Row {
  figure: string;
  old: number | null;
  new: number | null;
  /** Digits shown for the two values. */
  digits?: number;
}

/** new/old, or null when either is missing or old is 0. */
export function ratio(oldValue: number | null, newValue: number | null): number | null {
  if (oldValue === null || newValue === null || !Number.isFinite(oldValue) || !Number.isFinite(newValue) || oldValue === 0) return null;
  return newValue / oldValue;
}

function cell(value: number | null, digits: number): string {
  return value === null || !Number.isFinite(value) ? '—' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A Markdown table: figure, old, new, new/old. */
export function formatTable(rows: readonly Row[], oldName: string, newName: string): string {
  const lines = [`| figure | old (${oldName}) | new (${newName}) | new/old |`, '| --- | ---: | ---: | ---: |'];
  for (const row of rows) {
    const digits = row.digits ?? 0;
    const r = ratio(row.old, row.new);
    lines.push(`| ${row.figure} | ${cell(row.old, digits)} | ${cell(row.new, digits)} | ${r === null ? '—' : r.toFixed(3)} |`);
  }
  return lines.join('\n');
}

export interface Machine {
  cores: number;
  model: string;
  loadStart: number[];
  loadEnd: number[];
  node: string;
}

export function formatMachine(m: Machine): string {
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  return `machine: ${m.cores} × ${m.model}, Node ${m.node}; load average ${load(m.loadStart)} at start, ${load(m.loadEnd)} at end`;
}

/** The fastest of a side's runs (its peak memory the largest seen). */
export function bestRun(runs: readonly BuildFigures[]): BuildFigures {
  const fastest = [...runs].sort((a, b) => a.seconds - b.seconds)[0];
  if (!fastest) throw new Error('no runs');
  const peaks = runs.map((r) => r.peakMiB).filter((p): p is number => p !== null);
  return { ...fastest, peakMiB: peaks.length ? Math.max(...peaks) : null };
}

/** What a side measures beyond its build: in a browser, and through its publishing. */
export interface Served {
  /** The /auth first loads (scripts/auth-first-load.ts), by name ('login', 'send'). */
  loads?: Record<string, LoadedScripts> | undefined;
  lighthouse?: Record<string, LighthouseFigures> | undefined;
  /** scripts/bench/publish.ts's webhook-to-live figures. */
  publish?: { seconds?: number; buildSeconds?: number; verifySeconds?: number } | undefined;
}

interface Side {
  name: string;
  root: string;
  builds: BuildFigures[];
  floors: FloorFigures[];
  served: Served;
}

function gzipOf(dir: string, page: string): number | null {
  const file = join(dir, page);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : null;
}

function jsOf(dir: string, page: string): { first: number | null; all: number | null } {
  if (!existsSync(join(dir, page))) return { first: null, all: null };
  return { first: firstJavaScript(dir, page).bytes, all: allJavaScript(dir, page) };
}

/** The rows of the browser and publishing figures, where either side has them. */
export function servedRows(oldSide: Served, newSide: Served): Row[] {
  const rows: Row[] = [];
  for (const name of new Set([...Object.keys(oldSide.loads ?? {}), ...Object.keys(newSide.loads ?? {})])) {
    const o = oldSide.loads?.[name];
    const n = newSide.loads?.[name];
    rows.push({ figure: `/auth first load ${name} (browser), JS bytes gzip`, old: o?.bytes ?? null, new: n?.bytes ?? null });
    rows.push({ figure: `/auth first load ${name} (browser), script requests`, old: o?.files.length ?? null, new: n?.files.length ?? null });
  }
  for (const name of new Set([...Object.keys(oldSide.lighthouse ?? {}), ...Object.keys(newSide.lighthouse ?? {})]))
    rows.push({ figure: `Lighthouse mobile /auth ${name}`, old: oldSide.lighthouse?.[name]?.score ?? null, new: newSide.lighthouse?.[name]?.score ?? null });
  if (oldSide.publish || newSide.publish) {
    const figure = (key: 'seconds' | 'buildSeconds' | 'verifySeconds', label: string): Row => ({ figure: label, old: oldSide.publish?.[key] ?? null, new: newSide.publish?.[key] ?? null, digits: 1 });
    rows.push(figure('seconds', 'webhook → live, one changed article, s'), figure('buildSeconds', '  of which build, s'), figure('verifySeconds', '  of which verify, s'));
  }
  return rows;
}

export function rowsOf(oldSide: { build: BuildFigures; floor: FloorFigures }, newSide: { build: BuildFigures; floor: FloorFigures }): Row[] {
  const rows: Row[] = [
    { figure: 'default build, s', old: oldSide.build.seconds, new: newSide.build.seconds, digits: 1 },
    { figure: 'pages', old: oldSide.build.pages, new: newSide.build.pages },
    { figure: 'pages/s', old: oldSide.build.pagesPerSecond, new: newSide.build.pagesPerSecond },
    { figure: 'peak memory, MiB', old: oldSide.build.peakMiB, new: newSide.build.peakMiB },
    { figure: 'floor build, s', old: oldSide.floor.floor.seconds, new: newSide.floor.floor.seconds, digits: 1 },
    { figure: 'floor peak memory, MiB', old: oldSide.floor.floor.peakMiB, new: newSide.floor.floor.peakMiB },
    { figure: 'floor/project (goal ≥ 0.8)', old: oldSide.floor.ratio, new: newSide.floor.ratio, digits: 3 },
  ];
  for (const [name, page] of Object.entries(HTML_PAGES)) rows.push({ figure: `HTML ${name}, bytes gzip`, old: gzipOf(oldSide.build.outDir, page), new: gzipOf(newSide.build.outDir, page) });
  for (const page of JS_PAGES) {
    const o = jsOf(oldSide.build.outDir, page);
    const n = jsOf(newSide.build.outDir, page);
    rows.push({ figure: `JS before interaction ${page}, bytes gzip`, old: o.first, new: n.first });
    rows.push({ figure: `JS everything ${page}, bytes gzip`, old: o.all, new: n.all });
  }
  return rows;
}

/** A figure that could not be measured on one side is left empty in the table, not the whole run lost. */
async function measured<T>(what: string, measure: () => Promise<T>): Promise<T | undefined> {
  try {
    return await measure();
  } catch (error) {
    console.error(`${what}: not measured (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
}

export interface CompareOptions {
  /** Builds per side (the fastest counts). */
  runs?: number;
  /** The /auth first loads in Chromium. */
  browser?: boolean;
  lighthouse?: boolean;
  /** Webhook to live (two publishes per side: about 15 minutes in all). */
  publish?: boolean;
}

export async function compareAgainst(ref: string, projectRoot: string, options: CompareOptions = {}): Promise<string> {
  const { runs = 1, browser = true, lighthouse = true, publish = true } = options;
  const cpu = cpus();
  const loadStart = loadavg();
  const work = mkdtempSync(join(tmpdir(), 'bench-against-'));
  const oldRoot = join(work, 'old');
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: projectRoot, encoding: 'utf8' }).trim();
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot, encoding: 'utf8' }).trim();
  execFileSync('git', ['worktree', 'add', '--detach', oldRoot, ref], { cwd: projectRoot, stdio: 'ignore' });
  try {
    symlinkSync(join(projectRoot, 'node_modules'), join(oldRoot, 'node_modules'));
    const sides: Side[] = [
      { name: `${ref} (${commit})`, root: oldRoot, builds: [], floors: [], served: {} },
      { name: `this checkout (${head})`, root: projectRoot, builds: [], floors: [], served: {} },
    ];
    for (let run = 0; run < runs; run++)
      for (const side of sides) {
        // Inside the side's folder: the build's server bundle goes beside the output and must find node_modules.
        const outDir = join(side.root, 'bench-out', 'compare-dist');
        // Cold every time, in a cache folder of its own (the default one is in the shared node_modules).
        const cacheDir = join(work, `${side === sides[0] ? 'old' : 'new'}-cache`);
        rmSync(cacheDir, { recursive: true, force: true });
        const figures = await timedBuild(side.name, { cwd: side.root, outDir, env: { ASTRO_CACHE_DIR: cacheDir } });
        console.log(`${side.name} run ${run + 1}: ${figures.pages} pages in ${figures.seconds.toFixed(1)} s, peak ${figures.peakMiB?.toFixed(0) ?? '?'} MiB`);
        side.builds.push(figures);
      }
    // The floors after the builds, interleaved too; each from its side's last build output.
    for (const side of sides) {
      const floor = await floorOf(bestRun(side.builds), projectRoot);
      console.log(`${side.name} floor: ${floor.floor.seconds.toFixed(1)} s, floor/project ${floor.ratio.toFixed(3)}`);
      side.floors.push(floor);
    }
    // Each side's last build, served by its own server (the outputs are in separate folders).
    const { authFirstLoads, authLighthouseScores } = await import('./served.ts');
    for (const side of sides) {
      const dist = side.builds.at(-1)!.outDir;
      if (browser) side.served.loads = await measured(`${side.name} /auth first loads`, () => authFirstLoads(dist, 4793, side.root));
      if (lighthouse) side.served.lighthouse = await measured(`${side.name} Lighthouse`, () => authLighthouseScores(dist, 4794, side.root));
      console.log(`${side.name} /auth first loads: ${JSON.stringify(Object.fromEntries(Object.entries(side.served.loads ?? {}).map(([k, v]) => [k, `${v.bytes} B in ${v.files.length}`])))}`);
    }
    if (publish) {
      const { webhookToLiveOf } = await import('./publish.ts');
      for (const side of sides) {
        console.log(`${side.name} webhook → live:`);
        side.served.publish = await measured(`${side.name} webhook → live`, () => webhookToLiveOf(side.root));
      }
    }
    const [oldSide, newSide] = sides as [Side, Side];
    const rows = [
      ...rowsOf({ build: bestRun(oldSide.builds), floor: oldSide.floors[0]! }, { build: bestRun(newSide.builds), floor: newSide.floors[0]! }),
      ...servedRows(oldSide.served, newSide.served),
    ];
    const machine: Machine = { cores: cpu.length, model: cpu[0]?.model ?? 'unknown CPU', loadStart, loadEnd: loadavg(), node: process.version };
    const text = `${formatMachine(machine)}\n\n${formatTable(rows, oldSide.name, newSide.name)}\n`;
    mkdirSync(join(projectRoot, 'bench-out'), { recursive: true });
    writeFileSync(join(projectRoot, 'bench-out', 'compare.md'), text);
    writeFileSync(join(projectRoot, 'bench-out', 'compare.json'), JSON.stringify({ ref, commit, head, machine, rows, served: { old: oldSide.served, new: newSide.served } }, null, 2));
    return text;
  } finally {
    rmSync(join(projectRoot, 'bench-out', 'compare-dist'), { recursive: true, force: true });
    execFileSync('git', ['worktree', 'remove', '--force', oldRoot], { cwd: projectRoot, stdio: 'ignore' });
    rmSync(work, { recursive: true, force: true });
  }
}

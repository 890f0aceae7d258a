// The floor of a build: a bare Astro site (one `getStaticPaths` route, no islands, no content
// logic, no integrations) that writes as many pages as a built site, with the same HTML volume
// (the built pages' byte sizes, one generated page per size), built and measured like the project.
// The project's build time against it says what the project's own work costs above Astro's.
//
//   node scripts/bench/floor.ts [<built site dir>]   the floor of a built site (default dist/)
//   node scripts/bench/floor.ts --project [--large]  builds the project (the default set, or the
//                                                    ≥ 110,000-page set) and then its floor
import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFileList, timedBuild, type BuildFigures } from './build.ts';

/** The byte size of every .html file under a built site. */
export function htmlSizes(dir: string): number[] {
  return htmlFileList(dir).map((file) => statSync(file).size);
}

/**
 * `count` page sizes following the distribution of `sizes`: the sizes themselves (sorted) when the
 * counts match, else the distribution's quantiles, so the total volume scales with the count.
 */
export function sizesFor(sizes: readonly number[], count: number): number[] {
  const sorted = [...sizes].sort((a, b) => a - b);
  if (sorted.length === 0 || count <= 0) return [];
  if (count === sorted.length) return sorted;
  return Array.from({ length: count }, (_, i) => sorted[Math.min(sorted.length - 1, Math.floor(((i + 0.5) * sorted.length) / count))] ?? 0);
}

export interface SizeFigures {
  pages: number;
  totalBytes: number;
  meanBytes: number;
  medianBytes: number;
  p95Bytes: number;
  maxBytes: number;
}

export function sizeFigures(sizes: readonly number[]): SizeFigures {
  const sorted = [...sizes].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const totalBytes = sorted.reduce((sum, s) => sum + s, 0);
  return { pages: sorted.length, totalBytes, meanBytes: sorted.length ? totalBytes / sorted.length : 0, medianBytes: at(0.5), p95Bytes: at(0.95), maxBytes: sorted.at(-1) ?? 0 };
}

/** What Astro writes around a page's body in the floor's template (doctype, head, main). */
export const PAGE_SHELL_BYTES = 127;

/**
 * Page text that compresses like prose (words drawn by a fixed pseudo-random sequence, in
 * paragraphs), so the floor's pages are neither empty nor one repeated byte.
 */
export function fillerText(bytes: number, seed = 1): string {
  const words = [
    'money',
    'transfer',
    'send',
    'receive',
    'account',
    'bank',
    'fee',
    'rate',
    'exchange',
    'country',
    'delivery',
    'card',
    'cash',
    'pickup',
    'wallet',
    'minutes',
    'secure',
    'family',
    'help',
    'support',
  ];
  let state = seed >>> 0 || 1;
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const word = words[state % words.length] ?? 'money';
    const piece = state % 17 === 0 ? `</p><p>${word}` : ` ${word}`;
    parts.push(piece);
    length += piece.length;
  }
  return parts.join('').slice(0, bytes);
}

/** The bare Astro site: package.json, config, one route; the sizes go in as a JSON module. */
export function writeFloorSite(dir: string, sizes: readonly number[], projectRoot: string): void {
  mkdirSync(join(dir, 'src/pages'), { recursive: true });
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'build-floor', private: true, type: 'module' }, null, 2));
  // Its own cache folder: the default one is inside node_modules, the project's (linked).
  writeFileSync(join(dir, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\n\nexport default defineConfig({ cacheDir: './.astro-cache' });\n");
  writeFileSync(join(dir, 'src/sizes.json'), JSON.stringify(sizes));
  // The longest page's text once; each page takes its slice from an offset of its own.
  const longest = Math.max(0, ...sizes);
  writeFileSync(join(dir, 'src/filler.ts'), `export const filler = ${JSON.stringify(fillerText(longest + 4096))};\n`);
  writeFileSync(
    join(dir, 'src/pages/[...slug].astro'),
    `---
import sizes from '../sizes.json';
import { filler } from '../filler.ts';

export function getStaticPaths() {
  return sizes.map((size, i) => ({ params: { slug: i === 0 ? undefined : \`p/\${i}\` }, props: { size, i } }));
}
const { size, i } = Astro.props;
const offset = (i * 7919) % 4096;
const body = filler.slice(offset, offset + Math.max(0, size - ${PAGE_SHELL_BYTES}));
---
<html lang="en"><head><meta charset="utf-8"><title>Page {i}</title></head><body><main><p set:html={body} /></main></body></html>
`,
  );
}

export interface FloorFigures {
  floor: BuildFigures & { html: SizeFigures };
  project: BuildFigures & { html: SizeFigures };
  /** Floor seconds / project seconds: 1 is the floor itself; the goal is ≥ 0.8. */
  ratio: number;
}

/** Builds the floor of a built site (its .html sizes) in a temp folder, and compares. */
export async function floorOf(project: BuildFigures, projectRoot: string): Promise<FloorFigures> {
  const sizes = sizesFor(htmlSizes(project.outDir), project.pages);
  const site = mkdtempSync(join(tmpdir(), 'build-floor-'));
  try {
    writeFloorSite(site, sizes, projectRoot);
    const floor = await timedBuild(`${project.set} floor`, { cwd: site, outDir: join(site, 'dist') });
    const floorHtml = sizeFigures(htmlSizes(floor.outDir));
    return {
      floor: { ...floor, html: floorHtml },
      project: { ...project, html: sizeFigures(sizes) },
      ratio: floor.seconds / project.seconds,
    };
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

export function formatFloor(f: FloorFigures): string {
  const line = (name: string, b: BuildFigures & { html: SizeFigures }) =>
    `  ${name}: ${b.pages} pages, ${(b.html.totalBytes / 2 ** 20).toFixed(0)} MiB of HTML (median ${b.html.medianBytes} B), ${b.seconds.toFixed(1)} s = ${b.pagesPerSecond.toFixed(0)} pages/s, peak ${b.peakMiB?.toFixed(0) ?? '?'} MiB`;
  return [`${f.project.set}: floor/project ${f.ratio.toFixed(2)} (goal ≥ 0.8)`, line('project', f.project), line('floor  ', f.floor)].join('\n');
}

/** The ≥ 110,000-page set: every region, the first 1,500 pairs, both landing kinds. */
export const LARGE_SET_ENV = { CORRIDOR_REGIONS: 'all', CORRIDOR_PAIR_LIMIT: '1500' } as const;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const args = process.argv.slice(2);
  let project: BuildFigures;
  if (args.includes('--project')) {
    const large = args.includes('--large');
    const set = large ? 'generated-110k' : 'default';
    const outDir = join(root, 'bench-out', `floor-${set}`);
    project = await timedBuild(set, { cwd: root, outDir, env: large ? { ...LARGE_SET_ENV } : {} });
  } else {
    const outDir = resolve(args.find((a) => !a.startsWith('--')) ?? join(root, 'dist'));
    const pages = htmlFileList(outDir).length;
    // A built site without its build's figures: the floor alone (the ratio needs the build time, PROJECT_SECONDS).
    const seconds = Number(process.env['PROJECT_SECONDS']) || NaN;
    project = { set: outDir, pages, seconds, pagesPerSecond: pages / seconds, peakMiB: Number(process.env['PROJECT_PEAK_MIB']) || null, outDir };
  }
  const figures = await floorOf(project, root);
  console.log(formatFloor(figures));
  console.log(JSON.stringify(figures));
}

// `npm run bench`: build time, page count and output sizes, with the machine stated (figures on
// shared machines are noisy: compare runs on the same machine, or read the ratios).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, totalmem } from 'node:os';
import { gzipSync } from 'node:zlib';

const root = new URL('../', import.meta.url).pathname;
const dist = join(root, 'dist');

const started = performance.now();
const build = spawnSync('npx', ['astro', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const seconds = (performance.now() - started) / 1000;
if (build.status !== 0) process.exit(build.status ?? 1);

const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
const pages = files.filter((f) => f.endsWith('.html'));
const bytes = (list: string[]) => list.reduce((sum, f) => sum + statSync(f).size, 0);
const js = files.filter((f) => f.endsWith('.js'));
const gzipJs = js.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
const sitemaps = files.filter((f) => /sitemap-\d+\.xml$/.test(f));

const cpu = cpus();
console.log(`machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
console.log(`build: ${seconds.toFixed(1)} s for ${pages.length} pages = ${(pages.length / seconds).toFixed(0)} pages/s (whole build, content sync included)`);
console.log(`output: ${(bytes(files) / 2 ** 20).toFixed(1)} MiB in ${files.length} files; HTML ${(bytes(pages) / 2 ** 20).toFixed(1)} MiB, ${(bytes(pages) / pages.length / 1024).toFixed(1)} KiB per page`);
console.log(`JavaScript: ${js.length} files, ${(gzipJs / 1024).toFixed(1)} KiB gzip in all`);
console.log(`sitemaps: ${sitemaps.length} files, largest ${(Math.max(0, ...sitemaps.map((f) => statSync(f).size)) / 2 ** 20).toFixed(2)} MiB`);

// Help centre (issue 6): the real snapshot's search index sizes, then the generated large snapshot.
const { benchHelpCentre, searchIndexSizes } = await import('./bench/help-centre.ts');
console.log(`help search index (snapshot): ${searchIndexSizes(dist)}`);
benchHelpCentre();

// `npm run bench`: build figures with the machine stated (figures on shared machines are noisy:
// compare runs on the same machine, or read the ratios). Not part of `npm test`.
//
//   npm run bench                      the default build (corridor pages under their senders' regions) and
//                                      a generated set of ≥ 110,000 pages, each with its floor (a bare Astro
//                                      site of as many pages and as much HTML, scripts/bench/floor.ts),
//                                      JavaScript, sitemaps, Lighthouse
//   npm run bench -- --against <ref>   only the side-by-side with another commit (scripts/bench/compare.ts):
//                                      default build, floor ratio, HTML and JavaScript sizes, as new/old
//                                      ratios; the /auth first loads, Lighthouse and webhook to live of each
//                                      side (--no-browser, --no-lighthouse, --no-publish skip them);
//                                      --runs N builds each side N times
//   npm run bench -- --no-floor        skip the floor builds
//   npm run bench -- --all             also the full corridor set in every region (~507,000 pages, ~38 GB)
//   npm run bench -- --no-lighthouse   skip Lighthouse
//   npm run bench -- --no-browser      skip the /auth first load measured in Chromium
//   npm run bench -- --lighthouse-only Lighthouse and JavaScript of the current dist/, no builds
//   npm run bench -- --publish-only    only the publishing figures (scripts/bench/publish.ts); --no-100k skips its 100,000-page set
//   npm run bench -- --links-only      only the crawl of every internal link of the current dist/ (pages, links, 404s, non-canonical links)
//
// Each set builds into its own folder under bench-out/ (git ignores it; deleted after measuring,
// except the default set, which Lighthouse serves). Peak memory is the build process's maximum
// resident set size, read by /usr/bin/time when present, else sampled from /proc.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, totalmem } from 'node:os';
import { allJavaScript, firstJavaScript } from './first-javascript.ts';
import { authFirstLoads, authLighthouseScores, servedSite } from './bench/served.ts';
import { crawlSite, htmlFiles, pagePath } from './publish/site-checks.ts';
import { timedBuild, type BuildFigures } from './bench/build.ts';
import { LARGE_SET_ENV, floorOf, formatFloor } from './bench/floor.ts';
import { compareAgainst } from './bench/compare.ts';

const root = new URL('../', import.meta.url).pathname;
const args = new Set(process.argv.slice(2));

function build(set: string, env: Record<string, string>): Promise<BuildFigures> {
  return timedBuild(set, { cwd: root, outDir: join(root, 'bench-out', set), env });
}

function sitemapFigures(dir: string) {
  const files = readdirSync(dir).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const sizes = files.map((f) => {
    const xml = readFileSync(join(dir, f), 'utf8');
    return { bytes: statSync(join(dir, f)).size, urls: (xml.match(/<loc>/g) ?? []).length };
  });
  return { files: files.length, urls: sizes.reduce((s, x) => s + x.urls, 0), largestMiB: Math.max(0, ...sizes.map((s) => s.bytes)) / 2 ** 20, largestUrls: Math.max(0, ...sizes.map((s) => s.urls)) };
}

async function lighthouseScores(dir: string, paths: string[]): Promise<Record<string, number | string>> {
  const site = await servedSite(dir, 4790);
  const scores: Record<string, number | string> = {};
  try {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    for (const path of paths) {
      const chrome = await chromeLauncher.launch({
        chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
      });
      try {
        // The default configuration is Lighthouse's mobile one: a mid-range phone on a slow 4G network, simulated.
        const result = await lighthouse(`${site.origin}${path}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        const perf = result?.lhr.categories['performance'];
        scores[path] = perf?.score == null ? 'no score' : Math.round(perf.score * 100);
        const audits = result?.lhr.audits;
        if (audits)
          scores[`${path} (FCP/LCP/TBT/CLS)`] = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
            .map((a) => audits[a]?.displayValue ?? '?')
            .join(' / ');
      } finally {
        chrome.kill();
      }
    }
  } finally {
    site.stop();
  }
  return scores;
}

/** Internal links of the whole built site: every page read, every link checked (scripts/publish/site-checks.ts). */
function linkFigures(dir: string) {
  const started = performance.now();
  const crawl = crawlSite(dir, { from: htmlFiles(dir).map((f) => pagePath(dir, f)), admit: () => false });
  const seconds = (performance.now() - started) / 1000;
  const examples = [...crawl.broken, ...crawl.nonCanonical, ...crawl.canonicalChains].slice(0, 20);
  console.log(
    `links: ${crawl.pages} pages, ${crawl.links} internal links to ${crawl.targets} paths; ${crawl.broken.length} to a page not built (404), ${crawl.nonCanonicalLinks} to a non-canonical URL (${crawl.nonCanonical.length} paths), ${crawl.canonicalChains.length} canonical chains; ${seconds.toFixed(0)} s`,
  );
  for (const line of examples) console.log(`  ${line}`);
  return {
    pages: crawl.pages,
    links: crawl.links,
    targets: crawl.targets,
    notBuilt: crawl.broken.length,
    nonCanonicalLinks: crawl.nonCanonicalLinks,
    nonCanonicalPaths: crawl.nonCanonical.length,
    canonicalChains: crawl.canonicalChains.length,
    seconds,
    examples,
  };
}

const cpu = cpus();
const report: Record<string, unknown> = { machine: `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}` };
console.log(`machine: ${String(report['machine'])}`);
const against = process.argv.indexOf('--against');
if (against >= 0) {
  const ref = process.argv[against + 1];
  if (!ref) throw new Error('--against needs a git ref');
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(process.argv[runsAt + 1]) || 1 : 1;
  console.log(await compareAgainst(ref, root, { runs, browser: !args.has('--no-browser'), lighthouse: !args.has('--no-lighthouse'), publish: !args.has('--no-publish') }));
  process.exit(0);
}
if (args.has('--links-only')) {
  report['links'] = linkFigures(join(root, 'dist'));
  mkdirSync(join(root, 'bench-out'), { recursive: true });
  writeFileSync(join(root, 'bench-out', 'links-report.json'), JSON.stringify(report, null, 2));
  console.log('report: bench-out/links-report.json');
  process.exit(0);
}

const sets: Array<[string, Record<string, string>]> = [
  ['default', {}],
  // A generated set over 110,000 pages: the first 1,500 pairs in every region, both landing kinds.
  ['generated-110k', { ...LARGE_SET_ENV }],
  // Every corridor in every region: ~507,000 pages; the page list alone needs more than Node's default heap.
  ...(args.has('--all') ? [['all-regions', { CORRIDOR_REGIONS: 'all', NODE_OPTIONS: '--max-old-space-size=12288' }] as [string, Record<string, string>]] : []),
];
const builds: BuildFigures[] = [];
if (args.has('--lighthouse-only') || args.has('--publish-only')) sets.length = 0;
for (const [set, env] of sets) {
  const figures = await build(set, env);
  builds.push(figures);
  const sitemap = sitemapFigures(figures.outDir);
  console.log(
    `${set}: ${figures.pages} pages in ${figures.seconds.toFixed(0)} s = ${figures.pagesPerSecond.toFixed(0)} pages/s, peak ${figures.peakMiB?.toFixed(0) ?? '?'} MiB; sitemaps ${sitemap.files} files, ${sitemap.urls} URLs, largest ${sitemap.largestMiB.toFixed(1)} MiB / ${sitemap.largestUrls} URLs`,
  );
  report[set] = { ...figures, sitemap };
  if (!args.has('--no-floor')) {
    const floor = await floorOf(figures, root);
    console.log(formatFloor(floor));
    report[`${set} floor`] = floor;
  }
  if (set !== 'default') rmSync(figures.outDir, { recursive: true, force: true });
}

// Publishing: its own scratch copy, builds and figures.
if (!args.has('--lighthouse-only')) {
  const { benchPublish } = await import('./bench/publish.ts');
  report['publish'] = await benchPublish({ large: !args.has('--no-100k') });
}
if (args.has('--publish-only')) {
  mkdirSync(join(root, 'bench-out'), { recursive: true });
  writeFileSync(join(root, 'bench-out', 'publish-report.json'), JSON.stringify(report, null, 2));
  console.log('report: bench-out/publish-report.json');
  process.exit(0);
}

const dist = builds[0]?.outDir ?? join(root, 'dist');
const js: Record<string, unknown> = {};
for (const page of ['index.html', 'send/index.html', 'send-money/united-kingdom-to-philippines/index.html', 'request-page/index.html', 'auth/index.html']) {
  const first = firstJavaScript(dist, page);
  js[page] = { beforeInteractionBytes: first.bytes, beforeInteractionKiB: +(first.bytes / 1024).toFixed(1), everythingBytes: allJavaScript(dist, page), files: first.files };
  console.log(
    `JavaScript ${page}: ${first.bytes} bytes gzip before interaction (${(first.bytes / 1024).toFixed(1)} KiB) in ${first.files.length} files; ${allJavaScript(dist, page)} bytes with every on-demand part`,
  );
}
report['javascript'] = js;
// The /auth first load in a browser (sender-flows §2 app shell): every script of the sign-in screen and of a signed-in send page.
if (!args.has('--no-browser')) {
  const loads = await authFirstLoads(dist);
  for (const [name, load] of Object.entries(loads))
    console.log(`JavaScript /auth first load, ${name} (browser): ${load.bytes} bytes gzip (${(load.bytes / 1024).toFixed(1)} KiB) in ${load.files.length} script requests`);
  report['authFirstLoad'] = loads;
}

if (!args.has('--lighthouse-only')) report['links'] = linkFigures(dist);

// Help centre: the real snapshot's search index sizes, then the generated large snapshot.
if (!args.has('--lighthouse-only')) {
  const { benchHelpCentre, searchIndexSizes } = await import('./bench/help-centre.ts');
  console.log(`help search index (snapshot): ${searchIndexSizes(dist)}`);
  benchHelpCentre();
}

if (!args.has('--no-lighthouse')) {
  const scores = await lighthouseScores(dist, ['/', '/send-money/united-kingdom-to-philippines', '/b-7Qm2Xk']);
  for (const [page, score] of Object.entries(scores)) console.log(`Lighthouse mobile performance ${page}: ${score}`);
  report['lighthouse'] = scores;
  const auth = await authLighthouseScores(dist);
  for (const [name, f] of Object.entries(auth)) console.log(`Lighthouse mobile performance /auth ${name}: ${f.score ?? 'no score'} (FCP ${f.fcp}, LCP ${f.lcp}, TBT ${f.tbt}, CLS ${f.cls})`);
  report['authLighthouse'] = auth;
}
mkdirSync(join(root, 'bench-out'), { recursive: true });
writeFileSync(join(root, 'bench-out', 'report.json'), JSON.stringify(report, null, 2));
console.log('report: bench-out/report.json');

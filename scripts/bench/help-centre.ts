// Help-centre benchmark (part of `npm run bench`, not `npm test`): builds the site from a generated
// support-desk snapshot of 2,000 articles in each of 5 locales, in a scratch copy of the project, and
// reports build time, peak memory and the static search index size per locale (gzip).
//
// The scratch copy keeps 5 regions (one per locale: en-gb, de-de, fr-fr, es-es, ru-ua) so the page
// count stays what one machine builds in minutes: per region the unprefixed or prefixed desktop
// levels, the mobile levels and their /showChat twins, and the short article paths.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ARTICLES_PER_LOCALE = 2000;
const LOCALES = [
  { desk: 'en-us', lang: 'en', region: 'GB' },
  { desk: 'de', lang: 'de', region: 'DE' },
  { desk: 'fr', lang: 'fr', region: 'FR' },
  { desk: 'es', lang: 'es', region: 'ES' },
  { desk: 'ru', lang: 'ru', region: 'UA' },
] as const;
const PER_PAGE = 100;

const root = new URL('../../', import.meta.url).pathname;
type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const pagesOf = (dir: string, list: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => (readJson(join(dir, f))[list] as Json[] | undefined) ?? []);

function writePages(dir: string, list: string, items: Json[]): void {
  mkdirSync(dir, { recursive: true });
  const pageCount = Math.max(1, Math.ceil(items.length / PER_PAGE));
  for (let page = 1; page <= pageCount; page++) {
    const envelope = { [list]: items.slice((page - 1) * PER_PAGE, page * PER_PAGE), page, per_page: PER_PAGE, page_count: pageCount, count: items.length, next_page: null, previous_page: null };
    writeFileSync(join(dir, `page-${page}.json`), JSON.stringify(envelope));
  }
}

/** 2,000 articles per locale cycled from the real ones (bodies, labels, sections), with unique ids and titles. */
function generateHelpdesk(source: string, target: string): void {
  const enArticles = pagesOf(join(source, 'en-us', 'articles'), 'articles');
  const sections = pagesOf(join(source, 'en-us', 'sections'), 'sections');
  for (const { desk } of LOCALES) {
    const from = existsSync(join(source, desk)) ? desk : 'en-us';
    const own = new Map(pagesOf(join(source, from, 'articles'), 'articles').map((a) => [a['id'], a]));
    for (const list of ['categories', 'sections'] as const) {
      writePages(
        join(target, desk, list),
        list,
        pagesOf(join(source, from, list), list).map((x) => ({ ...x, locale: desk })),
      );
    }
    const articles = Array.from({ length: ARTICLES_PER_LOCALE }, (_, i) => {
      const base = enArticles[i % enArticles.length]!;
      const text = own.get(base['id']) ?? base;
      const round = Math.floor(i / enArticles.length);
      return { ...text, id: 90_000_000_000 + i, locale: desk, title: round ? `${String(text['title'])} (${round + 1})` : text['title'], position: i, promoted: i < 8 };
    });
    writePages(join(target, desk, 'articles'), 'articles', articles);
  }
  if (sections.length === 0) throw new Error('bench: the snapshot has no sections to generate from');
}

/** The English select-region content with one region per benchmark locale. */
function fiveRegions(file: string): void {
  const json = readJson(file) as { data: { blocks: Array<Json & { __component: string; sections?: Array<{ countries: Array<{ code_a2: string; languages: Array<{ lang: string }> }> }> }> } };
  const block = json.data.blocks.find((b) => b.__component === 'blocks.region-sections')!;
  for (const section of block.sections ?? []) {
    section.countries = section.countries
      .map((c) => ({ ...c, languages: c.languages.filter((l) => LOCALES.some((x) => x.region === c.code_a2 && x.lang === l.lang)) }))
      .filter((c) => c.languages.length > 0);
  }
  block.sections = (block.sections ?? []).filter((s) => s.countries.length > 0);
  writeFileSync(file, JSON.stringify(json));
}

export function benchHelpCentre(): void {
  const scratch = mkdtempSync(join(tmpdir(), 'help-bench-'));
  try {
    for (const entry of ['src', 'public', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json']) cpSync(join(root, entry), join(scratch, entry), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
    cpSync(join(root, 'content-cache'), join(scratch, 'content-cache'), { recursive: true, filter: (src) => !src.includes('/content-cache/helpdesk') });
    generateHelpdesk(join(root, 'content-cache', 'helpdesk'), join(scratch, 'content-cache', 'helpdesk'));
    fiveRegions(join(scratch, 'content-cache', 'cms', 'select-region', 'en.json'));

    // GNU time reports the peak resident memory of the build (its largest process).
    const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const started = performance.now();
    const build = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, astro, 'build'], { cwd: scratch, encoding: 'utf8', maxBuffer: 256 * 2 ** 20 });
    const seconds = (performance.now() - started) / 1000;
    if (build.status !== 0) {
      console.error(build.stdout.slice(-4000), build.stderr.slice(-4000));
      throw new Error(`help bench build failed (${build.status})`);
    }
    const peakKiB = Number(/(\d+)\s*$/.exec(build.stderr)?.[1] ?? NaN);
    const dist = join(scratch, 'dist');
    const html = readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.html'))
      .map((e) => join(e.parentPath, e.name));
    const helpPages = html.filter((f) => /\/help(-mobile)?\//.test(f.slice(dist.length))).length;
    console.log(`help centre at ${ARTICLES_PER_LOCALE} articles × ${LOCALES.length} locales (${LOCALES.map((l) => l.desk).join(', ')}; regions unprefixed + ${LOCALES.length}):`);
    console.log(`  build: ${seconds.toFixed(1)} s for ${html.length} pages (${helpPages} help pages) = ${(html.length / seconds).toFixed(0)} pages/s; peak memory ${(peakKiB / 1024).toFixed(0)} MiB`);
    for (const { lang } of LOCALES) {
      const index = readFileSync(join(dist, 'help-search', `${lang}.json`));
      console.log(`  search index ${lang}: ${(index.length / 1024).toFixed(0)} KiB, ${(gzipSync(index).length / 1024).toFixed(0)} KiB gzip`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Index sizes of an already built site (the real snapshot), per language. */
export function searchIndexSizes(dist: string): string {
  const dir = join(dist, 'help-search');
  if (!existsSync(dir)) return 'no help-search index built';
  return (
    readdirSync(dir)
      .sort()
      .map((f) => `${f.replace('.json', '')} ${(gzipSync(readFileSync(join(dir, f))).length / 1024).toFixed(1)}`)
      .join(', ') + ' (KiB gzip)'
  );
}

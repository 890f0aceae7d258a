// Refreshes content-cache/ from the content service, the support desk and the backend:
// `npm run sync`. See scripts/sync/README.md. Exit codes: 0 synced; 1 failed or not configured
// (snapshot untouched); 2 synced, but some entries were rejected (last good versions kept).
import { snapshotRoot } from '../src/content/snapshot.ts';
import { formatProblem, runSync } from './sync/run.ts';

const env = process.env;
if (!env['CMS_URL']) {
  console.error(`sync: CMS_URL is not set; nothing was changed.

Set the services to read from, e.g.:
  CMS_URL=https://cms.example.com          content service (Strapi v5 REST)
  CMS_TOKEN=…                              optional, sent as Authorization: Bearer
  HELPDESK_URL=https://example.zendesk.com support desk (Zendesk Help Center API); without it helpdesk/ is kept
  HELPDESK_AUTH={email}/token:{api token}  optional, agent credentials for the desk's incremental export
  BACKEND_URL=https://api.example.com      optional, refreshes content-cache/backend/
then run: npm run sync
For the local content service (npm run cms), CMS_URL and CMS_TOKEN are printed when it starts.`);
  process.exit(1);
}

const positive = (name: string): number | undefined => {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`sync: ${name} must be a positive number, got ${value}`);
    process.exit(1);
  }
  return n;
};

const root = env['SYNC_ROOT'] || snapshotRoot;
const timeoutMs = positive('SYNC_TIMEOUT_MS');
const attempts = positive('SYNC_ATTEMPTS');
const concurrency = positive('SYNC_CONCURRENCY');
const started = Date.now();

// Progress lines (retries): the first few in full; when a whole service is down there would be
// one per request, so the rest are only counted.
const LOG_LIMIT = 12;
let logged = 0;
function log(message: string): void {
  logged++;
  if (logged <= LOG_LIMIT) console.error(`  ${message}`);
  else if (logged === LOG_LIMIT + 1) console.error('  … further retries are not shown');
}
console.log(`sync: ${root}`);

const result = await runSync({
  root,
  cmsUrl: env['CMS_URL'] ?? '',
  cmsToken: env['CMS_TOKEN'] || undefined,
  helpdeskUrl: env['HELPDESK_URL'] ?? '',
  backendUrl: env['BACKEND_URL'] || undefined,
  // Issue 11: only what changed since sync-cursor.json, where the services allow it; --full reads everything.
  incremental: !process.argv.includes('--full'),
  fullHelpdesk: process.argv.includes('--full-helpdesk'),
  helpdeskAuth: env['HELPDESK_AUTH'] || undefined,
  ...(timeoutMs ? { timeoutMs } : {}),
  ...(attempts ? { attempts: Math.floor(attempts) } : {}),
  ...(concurrency ? { concurrency: Math.floor(concurrency) } : {}),
  log,
});

for (const note of result.notes) console.log(`note: ${note}`);
if (result.exitCode === 1) {
  console.error(`\nsync failed after ${result.requests} requests: ${result.error ?? 'unknown error'}`);
  process.exit(1);
}

const { changes, entries } = result;
console.log(`\nsync done in ${((Date.now() - started) / 1000).toFixed(1)} s, ${result.requests} requests (${result.retries} retries)`);
console.log(`  files written:             ${result.files} (${changes.added} added, ${changes.changed} changed, ${changes.unchanged} unchanged, ${changes.removed} removed)`);
console.log(`  files kept from last good: ${result.keptPreviousFiles}`);
console.log(`  entries stored:            ${entries.fresh}`);
if (result.incremental) console.log(`  incremental:               ${result.incremental}`);
console.log(`  entries kept from last good: ${entries.keptLastGood}`);
console.log(`  entries dropped:           ${entries.dropped}`);
console.log(`  drafts skipped:            ${entries.drafts}`);
if (result.absent.length > 0) {
  // Group per resource: "cms/about-us: ru, uk" (the site falls back to English there).
  const byResource = new Map<string, string[]>();
  for (const unit of result.absent) {
    // cms/{key}/{locale} and helpdesk/{locale}/{list}
    const [source = '', a = '', b = ''] = unit.split('/');
    const [key, locale] = source === 'helpdesk' ? [`helpdesk/${b}`, a] : [`${source}/${a}`, b];
    byResource.set(key, [...(byResource.get(key) ?? []), locale]);
  }
  console.log(`  not in the services (site falls back to English): ${result.absent.length}`);
  for (const [key, locales] of byResource) console.log(`    ${key}: ${locales.join(', ')}`);
}
if (result.problems.length > 0) {
  console.log(`\n${result.problems.length} problems (the snapshot keeps the last good version where there is one):`);
  for (const problem of result.problems) console.log(`  ${formatProblem(problem)}`);
}
process.exitCode = result.exitCode;

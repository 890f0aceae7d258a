// `npm run publish`: sync → build into releases/{id}/ → verify → switch releases/live → keep the
// previous N. `npm run publish -- --rollback` makes the previous release live again at once.
// See scripts/publish/README.md. Exit codes: 0 live switched; 1 refused or failed (live untouched;
// the JSON report says why); 2 another publish is running.
//
//   --allow-drop            accept a page count drop beyond --max-drop
//   --max-drop=0.05         largest share of the live page count that may disappear (PUBLISH_MAX_DROP)
//   --keep=3                releases kept besides the live one (PUBLISH_KEEP)
//   --no-smoke              no browser check (machines without Chromium; PUBLISH_SMOKE=off)
//   --smoke-pages=2         pages per language opened in the browser check
//   --no-sync               build from content-cache/ as it is
//   --full-sync             sync everything, ignoring the incremental cursors
//   --full-helpdesk         reread the support desk's lists in full (its export shows no deletions)
//   --targets=[…]           the documents the webhooks named (scripts/publish/targets.ts): sync only
//                           those (scripts/sync/targeted.ts), else the incremental sync
//   --debounced-ms=N        how long the batch waited in the receiver's debounce (for the report)
//   --json                  print only the JSON report on stdout (progress goes to stderr)
//   --dir=releases          the releases folder (PUBLISH_DIR)
//   ASTRO_INCREMENTAL=0     render every page (default for publishes: reuse unchanged ones)
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { astroBuilder } from './publish/build.ts';
import { runPublish, runRollback, DEFAULT_KEEP, type SyncOutcome } from './publish/pipeline.ts';
import { DEFAULT_MAX_DROP } from './publish/verify.ts';
import { editorLine, sendCmsReport } from './publish/cms-report.ts';
import { formatProblem, runSync, type SyncResult } from './sync/run.ts';
import { runTargetedSync } from './sync/targeted.ts';
import { parseTargets } from './publish/targets.ts';
import { snapshotRoot } from '../src/content/snapshot.ts';

const env = process.env;
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const flags = new Map(
  process.argv.slice(2).map((arg) => {
    const [name = '', ...value] = arg.replace(/^--/, '').split('=');
    return [name, value.length ? value.join('=') : 'true'] as const;
  }),
);
const json = flags.has('json');
const say = (line: string) => (json ? console.error(line) : console.log(line));
function number(name: string, fallback: number, envName: string): number {
  const raw = flags.get(name) ?? env[envName];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`publish: --${name} (${envName}) must be a number ≥ 0, got ${raw}`);
    process.exit(1);
  }
  return n;
}

const dir = resolve(projectRoot, flags.get('dir') ?? env['PUBLISH_DIR'] ?? 'releases');

if (flags.has('rollback')) {
  const report = runRollback(dir);
  const reportToken = env['CMS_REPORT_TOKEN'];
  if (reportToken && env['CMS_URL']) {
    const failed = await sendCmsReport(env['CMS_URL'], reportToken, report);
    say(failed ? `the publish report did not reach the content service: ${failed}` : 'the publish report is in the content service (Publish report)');
  }

  if (json) console.log(JSON.stringify(report));
  else say(report.ok ? `rolled back: live is ${report.live} (was ${report.previousLive})` : `rollback refused: ${report.error}`);
  process.exit(report.exitCode);
}

const syncConfigured = Boolean(env['CMS_URL']) && !flags.has('no-sync');
// --full-helpdesk comes with a desk delivery: it applies to the incremental sync should the targeted one not apply.
const targets = flags.has('full-sync') ? undefined : parseTargets(flags.get('targets'));
const syncOptions = () => ({
  root: env['SYNC_ROOT'] || snapshotRoot,
  cmsUrl: env['CMS_URL'] ?? '',
  cmsToken: env['CMS_TOKEN'] || undefined,
  helpdeskUrl: env['HELPDESK_URL'] ?? '',
  helpdeskAuth: env['HELPDESK_AUTH'] || undefined,
  backendUrl: env['BACKEND_URL'] || undefined,
  incremental: !flags.has('full-sync'),
  fullHelpdesk: flags.has('full-helpdesk'),
  log: (line: string) => say(`  ${line}`),
});
async function sync(): Promise<SyncOutcome> {
  let fallback: string | undefined;
  let fallbackRequests = 0;
  if (targets) {
    const targeted = await runTargetedSync(syncOptions(), targets);
    if (!('fallback' in targeted)) return outcome(targeted, 'targeted');
    fallback = targeted.fallback;
    fallbackRequests = targeted.requests;
    say(`  targeted sync not applied (${fallback}): incremental sync`);
  }
  const result = await runSync(syncOptions());
  return { ...outcome(result, flags.has('full-sync') ? 'full' : 'incremental'), ...(fallback ? { fallback, requests: result.requests + fallbackRequests } : {}) };
}
function outcome(result: SyncResult, mode: NonNullable<SyncOutcome['mode']>): SyncOutcome {
  if (result.exitCode === 1) return { ok: false, summary: result.error ?? 'sync failed', mode, requests: result.requests };
  const { changes, entries } = result;
  return {
    ok: true,
    mode,
    requests: result.requests,
    summary: `${mode}: ${result.requests} requests; files ${changes.added} added, ${changes.changed} changed, ${changes.removed} removed; ${entries.fresh} entries fresh${result.incremental ? `; incremental: ${result.incremental}` : ''}${result.targeted ? `; read: ${result.targeted}` : ''}`,
    ...(result.problems.length ? { warnings: result.problems.map(formatProblem), editorProblems: result.problems.map(editorLine) } : {}),
  };
}

const smoke = flags.has('no-smoke') || env['PUBLISH_SMOKE'] === 'off' ? false : { perLanguage: number('smoke-pages', 2, 'PUBLISH_SMOKE_PAGES') };
const trigger = flags.get('trigger');
const report = await runPublish({
  dir,
  // Astro's incremental build pays for publishes (README, "Publishing": a news edit reuses the
  // landing and corridor pages); ASTRO_INCREMENTAL=0 renders every page.
  build: astroBuilder({ ASTRO_INCREMENTAL: env['ASTRO_INCREMENTAL'] ?? '1' }),
  sync: syncConfigured ? sync : undefined,
  keep: Math.floor(number('keep', DEFAULT_KEEP, 'PUBLISH_KEEP')),
  maxDropShare: number('max-drop', DEFAULT_MAX_DROP, 'PUBLISH_MAX_DROP'),
  allowDrop: flags.has('allow-drop'),
  smoke,
  trigger: trigger ? (JSON.parse(trigger) as string[]) : ['manual'],
  ...(flags.has('debounced-ms') ? { debouncedMs: number('debounced-ms', 0, 'PUBLISH_DEBOUNCED_MS') } : {}),
  log: say,
});

const reportToken = env['CMS_REPORT_TOKEN'];
if (reportToken && env['CMS_URL']) {
  const failed = await sendCmsReport(env['CMS_URL'], reportToken, report);
  say(failed ? `the publish report did not reach the content service: ${failed}` : 'the publish report is in the content service (Publish report)');
}

if (json) console.log(JSON.stringify(report));
else {
  for (const check of report.checks ?? []) {
    say(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.summary} (${(check.ms / 1000).toFixed(1)} s)`);
    for (const problem of (check.problems ?? []).slice(0, 10)) say(`         ${problem}`);
  }
  if (report.ok) say(`\npublished ${report.releaseId} in ${(report.ms / 1000).toFixed(0)} s: live is ${join(dir, 'live')} → ${report.live}`);
  else say(`\nnot published: ${report.error}\nlive is unchanged (${report.live ?? 'none'}); report: ${join(dir, 'last-report.json')}`);
  if (smoke === false) say('the browser smoke check was skipped (--no-smoke)');
}
process.exit(report.exitCode);

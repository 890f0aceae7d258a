/**
 * What a webhook batch runs: a local publish in a child process (its memory, event loop and
 * crashes are not the receiver's: the site keeps being served while it builds), or a CI pipeline
 * triggered over HTTP, which syncs, builds, verifies and uploads the release instead.
 */
import { spawn } from 'node:child_process';
import type { Batch, RunResult } from './queue.ts';
import type { PublishReport } from './pipeline.ts';
import { formatTargets } from './targets.ts';

const projectRoot = new URL('../../', import.meta.url).pathname;

/** `node scripts/publish.ts --json …`: the report is the JSON on its stdout. */
export function localPublishRunner(extraArgs: string[] = [], env: NodeJS.ProcessEnv = process.env): (batch: Batch) => Promise<RunResult> {
  return (batch) =>
    new Promise((resolve) => {
      const args = [
        `${projectRoot}scripts/publish.ts`,
        '--json',
        ...(batch.fullHelpdesk ? ['--full-helpdesk'] : []),
        ...(batch.targets ? [`--targets=${formatTargets(batch.targets)}`] : []),
        ...(batch.waitedMs !== undefined ? [`--debounced-ms=${Math.round(batch.waitedMs)}`] : []),
        ...extraArgs,
        `--trigger=${JSON.stringify(batch.events.slice(0, 100))}`,
      ];
      const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ...args], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('error', (error) => resolve({ ok: false, error: `could not start the publish: ${error.message}` }));
      child.on('close', (code) => {
        try {
          const report = JSON.parse(out) as PublishReport;
          resolve({ ok: report.ok, releaseId: report.releaseId, ...(report.error ? { error: report.error } : {}) });
        } catch {
          resolve({ ok: false, error: `the publish exited with ${code} and no report` });
        }
      });
    });
}

/**
 * POSTs `{event_type, client_payload: {events, fullHelpdesk}}` with a bearer token: the shape of
 * GitHub's repository_dispatch (`https://api.github.com/repos/{owner}/{repo}/dispatches`); any CI
 * with a JSON trigger endpoint reads the same. The pipeline's own run is CI's to report.
 */
export function ciRunner(url: string, token: string | undefined, fetchImpl: typeof fetch = fetch): (batch: Batch) => Promise<RunResult> {
  return async (batch) => {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/vnd.github+json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({
          event_type: 'content-publish',
          client_payload: { events: batch.events.slice(0, 100), fullHelpdesk: batch.fullHelpdesk, ...(batch.targets ? { targets: batch.targets } : {}) },
        }),
        signal: AbortSignal.timeout(20_000),
      });
      return response.ok ? { ok: true } : { ok: false, error: `CI trigger answered ${response.status}` };
    } catch (error) {
      return { ok: false, error: `CI trigger failed: ${(error as Error).message}` };
    }
  };
}

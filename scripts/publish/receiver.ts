/**
 * The webhook receiver as configured by the environment, for `npm run webhook` and for the site
 * server (`npm run serve` / `npm start` mount it when WEBHOOK_SECRET is set). See scripts/webhook.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPublishQueue, type PublishQueue } from './queue.ts';
import { liveId } from './releases.ts';
import { ciRunner, localPublishRunner } from './runners.ts';
import { createWebhookHandler, DEFAULT_PREFIX } from './webhook.ts';

export interface Receiver {
  handler: (req: IncomingMessage, res: ServerResponse) => boolean;
  queue: PublishQueue;
  prefix: string;
  mode: string;
}

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
export const MIN_SECRET_LENGTH = 16;

export function receiverFromEnv(env: NodeJS.ProcessEnv): Receiver | { error: string } {
  const secret = env['WEBHOOK_SECRET'] ?? '';
  if (secret.length < MIN_SECRET_LENGTH) return { error: `WEBHOOK_SECRET must be set, ${MIN_SECRET_LENGTH} characters at least (e.g. openssl rand -hex 32)` };
  const ms = (name: string, fallback: number) => {
    const n = Number(env[name] || fallback);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  const dir = resolve(projectRoot, env['PUBLISH_DIR'] ?? 'releases');
  const ciUrl = env['WEBHOOK_CI_URL'];
  const run = ciUrl ? ciRunner(ciUrl, env['WEBHOOK_CI_TOKEN'] || undefined) : localPublishRunner((env['PUBLISH_ARGS'] ?? '').split(/\s+/).filter(Boolean));
  const queue = createPublishQueue({
    debounceMs: ms('WEBHOOK_DEBOUNCE_MS', 10_000),
    maxWaitMs: ms('WEBHOOK_MAX_WAIT_MS', 120_000),
    run,
    onChange: (() => {
      let last = 'idle';
      return (state) => {
        // One line per start and per end, not per delivery.
        if (state.status === last) return;
        if (state.status === 'running' && state.running) console.log(`publish: started for ${state.running.events.length} change(s)`);
        else if (last === 'running' && state.lastResult) {
          const r = state.lastResult;
          console.log(r.ok ? `publish: live ${r.releaseId ?? '(CI)'} after ${(r.ms / 1000).toFixed(0)} s` : `publish: failed after ${(r.ms / 1000).toFixed(0)} s: ${r.error}`);
        }
        last = state.status;
      };
    })(),
  });
  const prefix = env['WEBHOOK_PREFIX'] || DEFAULT_PREFIX;
  return {
    handler: createWebhookHandler({ secret, queue, prefix, liveRelease: () => liveId(dir) }),
    queue,
    prefix,
    mode: ciUrl ? `triggers CI at ${new URL(ciUrl).origin}` : `publishes into ${dir}`,
  };
}

/**
 * Turns webhook deliveries into publishes. Deliveries are coalesced: each one (re)starts a debounce
 * window, and the publish starts when the window passes with no new delivery, or `maxWaitMs` after
 * the first waiting delivery (a steady stream still publishes). Duplicate deliveries (the same
 * event on the same entry, which Strapi does send) count once. At most one publish runs; every
 * delivery while it runs makes one more publish wait (at most one queued, however many arrive),
 * started after the run ends and a new window passes.
 */

export interface Delivery {
  /** What changed, e.g. `entry.unpublish api::news-article.news-article xk2… en`; equal keys coalesce. */
  key: string;
  /** The support desk changed: the next sync rereads its lists in full (its export shows no deletions). */
  fullHelpdesk?: boolean;
  /** The document it names, when it names one (scripts/publish/targets.ts). */
  target?: Target | undefined;
}

export interface Batch {
  events: string[];
  fullHelpdesk: boolean;
  /** Every delivery named its document: sync only those (undefined: sync everything that changed). */
  targets?: Target[] | undefined;
  /** From the batch's first delivery to its start: the debounce the batch waited, ms. */
  waitedMs?: number;
}
import { batchTargets, type Target } from './targets.ts';

export interface RunResult {
  ok: boolean;
  releaseId?: string | undefined;
  error?: string | undefined;
}

export type Status = 'idle' | 'waiting' | 'running';

export interface QueueState {
  status: Status;
  /** A publish waits for the running one to end. */
  queued: boolean;
  /** Distinct deliveries waiting for the next publish (first 20). */
  pending: string[];
  deliveries: number;
  publishes: number;
  running: { startedAt: string; events: string[] } | null;
  lastResult: (RunResult & { startedAt: string; finishedAt: string; ms: number; events: number }) | null;
  /** The last failed publish's error (kept after later successes, with its time). */
  lastError: { at: string; error: string } | null;
}

export interface QueueOptions {
  debounceMs: number;
  maxWaitMs: number;
  run: (batch: Batch) => Promise<RunResult>;
  now?: () => number;
  onChange?: (state: QueueState) => void;
}

export interface PublishQueue {
  deliver(delivery: Delivery): void;
  state(): QueueState;
  /** Resolves when nothing is waiting or running (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

export function createPublishQueue(options: QueueOptions): PublishQueue {
  const now = options.now ?? Date.now;
  const pending = new Map<string, Delivery>();
  let firstPendingAt = 0;
  let lastDeliveryAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: QueueState['running'] = null;
  let deliveries = 0;
  let publishes = 0;
  let lastResult: QueueState['lastResult'] = null;
  let lastError: QueueState['lastError'] = null;
  let idleWaiters: Array<() => void> = [];
  let closed = false;

  const state = (): QueueState => ({
    status: running ? 'running' : pending.size ? 'waiting' : 'idle',
    queued: running !== null && pending.size > 0,
    pending: [...pending.keys()].slice(0, 20),
    deliveries,
    publishes,
    running,
    lastResult,
    lastError,
  });
  const changed = () => {
    options.onChange?.(state());
    if (!running && pending.size === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  function arm(): void {
    clearTimeout(timer);
    if (closed || running || pending.size === 0) return;
    const at = Math.min(lastDeliveryAt + options.debounceMs, firstPendingAt + options.maxWaitMs);
    timer = setTimeout(start, Math.max(0, at - now()));
  }

  function start(): void {
    if (running || pending.size === 0 || closed) return;
    const startedAt = now();
    const targets = batchTargets([...pending.values()].map((d) => d.target));
    const batch: Batch = {
      events: [...pending.keys()],
      fullHelpdesk: [...pending.values()].some((d) => d.fullHelpdesk === true),
      ...(targets ? { targets } : {}),
      waitedMs: Math.max(0, startedAt - firstPendingAt),
    };
    pending.clear();
    running = { startedAt: new Date(startedAt).toISOString(), events: batch.events };
    publishes++;
    changed();
    void options
      .run(batch)
      .catch((error: unknown): RunResult => ({ ok: false, error: error instanceof Error ? error.message : String(error) }))
      .then((result) => {
        const finishedAt = now();
        lastResult = { ...result, startedAt: new Date(startedAt).toISOString(), finishedAt: new Date(finishedAt).toISOString(), ms: finishedAt - startedAt, events: batch.events.length };
        if (!result.ok) lastError = { at: new Date(finishedAt).toISOString(), error: result.error ?? 'publish failed' };
        running = null;
        // Deliveries that came in meanwhile: one more publish, after its own window.
        if (pending.size) {
          firstPendingAt = Math.max(firstPendingAt, startedAt);
          arm();
        }
        changed();
      });
  }

  return {
    deliver(delivery) {
      if (closed) return;
      deliveries++;
      const at = now();
      if (pending.size === 0) firstPendingAt = at;
      lastDeliveryAt = at;
      const known = pending.get(delivery.key);
      pending.set(delivery.key, { ...delivery, fullHelpdesk: delivery.fullHelpdesk === true || known?.fullHelpdesk === true, target: known && !known.target ? undefined : delivery.target });
      arm();
      changed();
    },
    state,
    idle: () => (running || pending.size ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}

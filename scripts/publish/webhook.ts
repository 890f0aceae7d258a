/**
 * The webhook receiver: content-service (Strapi) events and a support-desk trigger in, publishes
 * out (through the coalescing queue, scripts/publish/queue.ts). Routes, under a prefix (default
 * `/__publish`):
 * - `POST {prefix}/cms`: a Strapi webhook `{event, createdAt, model, uid, entry}`; entry.publish,
 *   entry.unpublish, entry.update, entry.delete and media.* publish (an entry.update of a draft,
 *   `entry.publishedAt: null`, changes nothing on the site and is acknowledged only);
 * - `POST {prefix}/helpdesk`: the support desk's trigger (any JSON body): publishes, with the
 *   desk's lists reread in full;
 * - `GET {prefix}/state`: the queue's state and the live release id, as JSON.
 * Every route needs the shared secret in `X-Webhook-Secret` (Strapi webhooks and Zendesk webhooks
 * both send configured headers; neither signs its body), compared in constant time. Deliveries
 * are answered at once (202); the publish runs later.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Delivery, PublishQueue } from './queue.ts';
import { PUBLISH_REPORT_NAME, uidOf } from '../cms/names.ts';
import { cmsTarget, helpdeskTarget } from './targets.ts';

export const SECRET_HEADER = 'x-webhook-secret';
export const DEFAULT_PREFIX = '/__publish';
const MAX_BODY = 1024 * 1024;
export const CMS_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.update', 'entry.delete'] as const;

/** Equal-length digests compared with timingSafeEqual: neither the secret's length nor content leaks through timing. */
export function secretMatches(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string' || secret === '') return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** The delivery a Strapi event makes, or why it makes none. */
/** The content service's Publish report, written by every publish. */
export const PUBLISH_REPORT_UID = uidOf(PUBLISH_REPORT_NAME);

export function cmsDelivery(body: unknown): Delivery | { ignored: string } {
  if (typeof body !== 'object' || body === null) return { ignored: 'not a Strapi webhook body' };
  const { event, uid, model, entry } = body as { event?: unknown; uid?: unknown; model?: unknown; entry?: Record<string, unknown> | null };
  if (typeof event !== 'string') return { ignored: 'no event' };
  const isMedia = event.startsWith('media.');
  if (!isMedia && !(CMS_EVENTS as readonly string[]).includes(event)) return { ignored: `${event} does not change the published site` };
  if (event === 'entry.update' && entry && entry['publishedAt'] === null) return { ignored: 'entry.update of a draft does not change the published site' };
  // The publish writes its report into the content service; that save is not content.
  if (uid === PUBLISH_REPORT_UID || model === PUBLISH_REPORT_NAME) return { ignored: 'the publish report is not on the site' };
  const id = entry?.['documentId'] ?? entry?.['id'] ?? '';
  const locale = entry?.['locale'] ?? '';
  const target = cmsTarget(body);
  return { key: [event, String(uid ?? model ?? ''), String(id), String(locale)].filter(Boolean).join(' '), ...(target ? { target } : {}) };
}

export function helpdeskDelivery(body: unknown): Delivery {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const what = b['type'] ?? b['event'] ?? 'trigger';
  const detail = (b['detail'] ?? {}) as Record<string, unknown>;
  const id = b['id'] ?? detail['id'] ?? '';
  const target = helpdeskTarget(body);
  // fullHelpdesk stays: should the targeted sync not apply, the desk is read whole (its export shows no deletions).
  return { key: ['helpdesk', String(what), String(id)].filter(Boolean).join(' '), fullHelpdesk: true, ...(target ? { target } : {}) };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface WebhookOptions {
  secret: string;
  queue: PublishQueue;
  /** The live release id, for the state answer. */
  liveRelease?: () => string | undefined;
  prefix?: string;
}

/** A request handler: true when it answered (the path is the webhook's), false to let the site answer. */
export function createWebhookHandler(options: WebhookOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  return (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path !== prefix && !path.startsWith(`${prefix}/`)) return false;
    const route = path.slice(prefix.length);
    void (async () => {
      if (!secretMatches(req.headers[SECRET_HEADER], options.secret)) {
        req.resume();
        return send(res, 401, { error: `missing or wrong ${SECRET_HEADER} header` });
      }
      if (route === '/state') {
        if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { error: 'use GET' });
        return send(res, 200, { ...options.queue.state(), releaseId: options.liveRelease?.() ?? null });
      }
      if (route !== '/cms' && route !== '/helpdesk') return send(res, 404, { error: `unknown webhook path ${path}` });
      if (req.method !== 'POST') return send(res, 405, { error: 'use POST' });
      const text = await readBody(req);
      if (text === undefined) return send(res, 413, { error: 'body over 1 MiB' });
      let body: unknown = {};
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          return send(res, 400, { error: 'body is not JSON' });
        }
      }
      const delivery = route === '/cms' ? cmsDelivery(body) : helpdeskDelivery(body);
      if ('ignored' in delivery) return send(res, 202, { accepted: false, ignored: delivery.ignored });
      options.queue.deliver(delivery);
      send(res, 202, { accepted: true, state: options.queue.state().status });
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: (error as Error).message });
      else res.destroy();
    });
    return true;
  };
}

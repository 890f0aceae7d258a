// Streaming reverse proxy: forwards method, headers (minus hop-by-hop) and body to a target URL,
// adds X-Forwarded-For/Proto/Host, and streams the answer back unchanged (Location, Set-Cookie
// and bodies are not rewritten). The request body is limited; past the limit the answer is 413.

import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import https from 'node:https';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Connection-scoped headers (RFC 9110 §7.6.1) that a proxy must not forward. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** Copies headers without the hop-by-hop ones, including those the Connection header names. */
function withoutHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(
    (headers.connection ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}

interface ProxyOptions {
  maxBodyBytes: number;
  /** Time allowed for the upstream to start answering. */
  timeoutMs: number;
  onError: (message: string) => void;
}

class BodyTooLarge extends Error {
  constructor() {
    super('request body too large');
  }
}

/** Passes bytes through until more than `limit` went by, then fails with BodyTooLarge. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) done(new BodyTooLarge());
      else done(null, chunk);
    },
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, extra: OutgoingHttpHeaders = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

/** True when the declared Content-Length is above the limit (answer 413 before contacting anyone). */
export function declaredTooLarge(req: IncomingMessage, limit: number): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > limit;
}

export function tooLarge(res: ServerResponse, limit: number): void {
  // The unread body stays on the connection: close it after answering.
  sendJson(res, 413, { error: 'request body too large', limit }, { Connection: 'close' });
}

function forwardedHeaders(req: IncomingMessage, target: URL): OutgoingHttpHeaders {
  const headers = withoutHopByHop(req.headers);
  delete headers['host'];
  delete headers['expect'];
  const client = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client;
  headers['x-forwarded-proto'] = 'encrypted' in req.socket && req.socket.encrypted === true ? 'https' : 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['host'] = target.host;
  return headers;
}

/** Proxies the request to `target` (an absolute URL, query included). Resolves when the exchange ends. */
export async function proxyRequest(req: IncomingMessage, res: ServerResponse, target: URL, options: ProxyOptions): Promise<void> {
  if (declaredTooLarge(req, options.maxBodyBytes)) {
    tooLarge(res, options.maxBodyBytes);
    return;
  }
  const transport = target.protocol === 'https:' ? https : http;
  const upstream = transport.request(target, {
    method: req.method ?? 'GET',
    headers: forwardedHeaders(req, target),
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    upstream.on('response', resolve);
    upstream.on('error', reject);
  });
  upstream.setTimeout(options.timeoutMs, () => upstream.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy(); // the client went away
  });

  // Stream the body up; not with pipeline(), which would destroy the client socket on the limit
  // and leave no way to answer 413.
  const limiter = byteLimit(options.maxBodyBytes);
  limiter.on('error', (error) => {
    req.unpipe(limiter);
    upstream.destroy(error);
  });
  req.on('error', (error) => upstream.destroy(error));
  req.pipe(limiter).pipe(upstream);

  let answered = false;
  try {
    const upstreamRes = await response;
    answered = true;
    upstream.setTimeout(0);
    res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage ?? '', withoutHopByHop(upstreamRes.headers));
    await pipeline(upstreamRes, res);
  } catch (error) {
    upstream.destroy();
    if (error instanceof BodyTooLarge && !answered) {
      tooLarge(res, options.maxBodyBytes);
      return;
    }
    if (res.destroyed || res.writableEnded) return; // the client went away
    const message = (error as Error).message;
    if (answered) {
      options.onError(`proxy ${req.method} ${target.origin}${target.pathname}: answer interrupted: ${message}`);
      res.destroy();
      return;
    }
    const timedOut = message.startsWith('no answer within');
    options.onError(`proxy ${req.method} ${target.origin}${target.pathname}: ${message}`);
    sendJson(res, timedOut ? 504 : 502, { error: timedOut ? 'backend timeout' : 'backend unreachable' });
  }
}

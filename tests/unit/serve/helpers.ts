// Test helpers for the local CDN server: fixture site folders in os.tmpdir, raw HTTP requests
// (node:http, so paths are sent exactly as written and bodies arrive undecoded).

import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createSiteServer, type Logger, type SiteServer, type SiteServerOptions } from '../../../scripts/serve/server.ts';

export function tempDir(prefix = 'serve-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Writes files (path relative to `root` → content) and returns `root`. */
export function writeSite(root: string, files: Record<string, string | Buffer>): string {
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  return root;
}

/** Text long enough to be compressed (the server leaves bodies under 256 bytes alone). */
export const PADDING = `<!-- ${'lorem ipsum dolor sit amet '.repeat(40)} -->`;

export const page = (title: string): string => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${PADDING}</body></html>`;

export interface CapturedLogger extends Logger {
  infos: string[];
  errors: string[];
}

export function captureLogger(): CapturedLogger {
  const infos: string[] = [];
  const errors: string[] = [];
  return { infos, errors, info: (l) => infos.push(l), error: (l) => errors.push(l) };
}

export interface Started {
  site: SiteServer;
  url: string;
  logger: CapturedLogger;
}

export async function start(options: Omit<SiteServerOptions, 'port' | 'host'> & { port?: number }): Promise<Started> {
  const logger = captureLogger();
  const site = createSiteServer({ quiet: true, logger, port: 0, host: '127.0.0.1', ...options });
  const url = await site.listen();
  return { site, url, logger };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** Sends a request with the path exactly as given (no URL normalization). */
export function request(
  base: string,
  path: string,
  init: { method?: string; headers?: OutgoingHttpHeaders | undefined; body?: string | Buffer | AsyncIterable<Buffer> | undefined } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  const headers: OutgoingHttpHeaders = { ...init.headers };
  if (typeof init.body === 'string' || Buffer.isBuffer(init.body)) headers['content-length'] ??= Buffer.byteLength(init.body);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method: init.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    const body = init.body;
    if (body === undefined) req.end();
    else if (typeof body === 'string' || Buffer.isBuffer(body)) req.end(body);
    else
      void (async () => {
        for await (const chunk of body) {
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        }
        req.end();
      })().catch(reject);
  });
}

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in backend on 127.0.0.1 that records requests and answers with `answer`. */
export async function fakeBackend(
  answer: (rec: Recorded, res: http.ServerResponse) => void = (rec, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'X-Backend': 'yes' });
    res.end(JSON.stringify({ method: rec.method, url: rec.url, bytes: rec.body.length }));
  },
): Promise<{ url: string; requests: Recorded[]; close: () => Promise<void> }> {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rec = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(rec);
      answer(rec, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

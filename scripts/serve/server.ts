// The local CDN: serves the built site (dist/) the way Netlify / Cloudflare Pages would, honouring
// the `_redirects` and `_headers` files the build writes, and sends API and page-data requests to
// a backend (a proxied BACKEND_URL or an in-process handler). See README.md beside this file.

import { createReadStream } from 'node:fs';
import { realpath, readFile, stat } from 'node:fs/promises';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { headersFor, parseHeaders, type HeaderRule, type ResolvedHeader } from './headers.ts';
import { chooseEncoding, namesType, prefersJson } from './negotiate.ts';
import { parseRequestTarget, decodeSitePath, type RequestPath } from './paths.ts';
import { declaredTooLarge, proxyRequest, sendJson, tooLarge } from './proxy.ts';
import { matchRedirect, parseRedirects, type ParseProblem, type RedirectRule } from './redirects.ts';
import { FileCache, MAX_CACHED_FILE, isCompressible, resolveStatic, statEtag, variantEtag, type StaticFile } from './static.ts';

export type BackendHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** A real backend to proxy to (BACKEND_URL), or an in-process handler (the sandbox). */
export type Backend = { url: string } | { handler: BackendHandler };

export interface Logger {
  info(line: string): void;
  error(line: string): void;
}

export interface SiteServerOptions {
  /** The built site folder (usually dist/); may be a symlink, resolved again on every request. */
  root: string;
  /** Default 4321; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  backend?: Backend | undefined;
  /** Origins `_redirects` proxy rules (rewrites to absolute URLs) may reach; the backend URL's origin is always allowed. */
  allowedProxyOrigins?: readonly string[];
  /** Request body limit for backend calls; default 1 MiB. */
  maxBodyBytes?: number;
  /** How long a proxied backend may take to start answering; default 30 s. */
  proxyTimeoutMs?: number;
  /** The visitor country `_redirects` Country= conditions see (a CDN uses GeoIP); default none. */
  country?: string | undefined;
  /** Text bodies smaller than this are sent uncompressed; default 256 bytes. */
  compressMinBytes?: number;
  /** No per-request log lines (errors are still reported). */
  quiet?: boolean;
  logger?: Logger;
}

export interface SiteServer {
  server: http.Server;
  /** The request listener, for embedding in another server. */
  handler: RequestListener;
  /** Starts listening; resolves to the base URL, e.g. http://127.0.0.1:4321/ */
  listen(): Promise<string>;
  close(): Promise<void>;
  /** The base URL once listening. */
  readonly url: string | undefined;
}

export const DEFAULT_PORT = 4321;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_MAX_BODY = 1024 * 1024;
/** What Netlify and Cloudflare Pages send for static files when `_headers` says nothing. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Paths that are always the backend's. */
export const BACKEND_EXACT = new Set(['/logout', '/exception', '/message/close.action', '/auth/message/close.action']);
export const BACKEND_PREFIXES = ['/api/'];
/** Prefixes whose API calls are the backend's, while browser navigations get the site's pages. */
export const BACKEND_API_PREFIXES = ['/antifraud/', '/email/'];

const isGetOrHead = (method: string): boolean => method === 'GET' || method === 'HEAD';

/** A browser navigation: GET/HEAD whose Accept names text/html and does not prefer JSON. */
export function isHtmlNavigation(method: string, accept: string | undefined): boolean {
  return isGetOrHead(method) && namesType(accept, 'text/html') && !prefersJson(accept);
}

/** Routing that does not depend on the site's files: the backend's own paths. */
export function isBackendPath(method: string, decodedPath: string, accept: string | undefined): boolean {
  if (BACKEND_EXACT.has(decodedPath)) return true;
  if (BACKEND_PREFIXES.some((p) => decodedPath.startsWith(p))) return true;
  if (BACKEND_API_PREFIXES.some((p) => decodedPath.startsWith(p))) return !isHtmlNavigation(method, accept);
  return false;
}

/**
 * A page-data request (design.md): GET/HEAD preferring JSON over HTML. A request naming an
 * existing non-HTML file exactly (e.g. /locales/en/common.json) is still the site's.
 */
export function isPageDataRequest(method: string, accept: string | undefined, file: StaticFile | undefined): boolean {
  if (!isGetOrHead(method) || !prefersJson(accept)) return false;
  return !(file && file.via === 'exact' && !file.contentType.startsWith('text/html'));
}

interface SiteRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

/** Parsed `_redirects` / `_headers` per file version (a new release or an edit is picked up at once). */
class RulesCache {
  private readonly parsed = new Map<string, { key: string; value: unknown }>();
  private readonly logger: Logger;

  constructor(logger: Logger) {
    this.logger = logger;
  }

  private async load<T>(file: string, parse: (text: string) => { problems: ParseProblem[] } & T): Promise<T | undefined> {
    let key: string;
    try {
      const info = await stat(file);
      key = `${info.ino}:${info.size}:${info.mtimeMs}`;
    } catch {
      this.parsed.delete(file);
      return undefined;
    }
    const hit = this.parsed.get(file);
    if (hit?.key === key) return hit.value as T;
    const result = parse(await readFile(file, 'utf8'));
    for (const p of result.problems) this.logger.error(`${file}:${p.line}: ${p.message}; rule skipped: ${p.text}`);
    this.parsed.set(file, { key, value: result });
    return result;
  }

  async get(root: string): Promise<SiteRules> {
    const [redirects, headers] = await Promise.all([
      this.load(join(root, '_redirects'), parseRedirects),
      this.load(join(root, '_headers'), parseHeaders),
    ]);
    return { redirects: redirects?.rules ?? [], headers: headers?.rules ?? [] };
  }
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (tag: string): string => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

function notModified(req: IncomingMessage, etag: string, mtimeMs: number): boolean {
  const inm = req.headers['if-none-match'];
  if (inm !== undefined) return etagMatches(inm, etag);
  const ims = req.headers['if-modified-since'];
  if (ims === undefined) return false;
  const since = Date.parse(ims);
  return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

/** Sets `_headers` values over the server's defaults (they replace them, as on the CDN); Vary merges. */
function applyCustom(headers: OutgoingHttpHeaders, custom: readonly ResolvedHeader[]): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = { ...headers };
  for (const { name, value } of custom) {
    const existingKey = Object.keys(out).find((k) => k.toLowerCase() === name.toLowerCase());
    if (existingKey && name.toLowerCase() === 'vary') {
      out[existingKey] = `${String(out[existingKey])}, ${String(value)}`;
      continue;
    }
    if (existingKey) delete out[existingKey];
    out[name] = value;
  }
  return out;
}

function addVary(headers: OutgoingHttpHeaders, ...fields: string[]): void {
  if (fields.length) headers['Vary'] = fields.join(', ');
}

function displayHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export function createSiteServer(options: SiteServerOptions): SiteServer {
  const logger: Logger = options.logger ?? { info: (l) => console.log(l), error: (l) => console.error(l) };
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const proxyTimeoutMs = options.proxyTimeoutMs ?? 30_000;
  const compressMinBytes = options.compressMinBytes ?? 256;
  const backend = options.backend;
  const backendBase = backend && 'url' in backend ? new URL(backend.url) : undefined;
  const allowedOrigins = new Set((options.allowedProxyOrigins ?? []).map((o) => new URL(o).origin));
  if (backendBase) allowedOrigins.add(backendBase.origin);
  const files = new FileCache();
  const rulesCache = new RulesCache(logger);

  function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string, extra: OutgoingHttpHeaders = {}): void {
    const body = `${text}\n`;
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      ...extra,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function toBackend(req: IncomingMessage, res: ServerResponse, path: RequestPath): Promise<void> {
    if (!backend) {
      sendJson(res, 503, { error: 'backend not configured' });
      return;
    }
    if ('url' in backend) {
      const base = backendBase ?? new URL(backend.url);
      const target = new URL(base.href);
      target.pathname = base.pathname.replace(/\/+$/, '') + path.raw;
      target.search = path.search;
      await proxyRequest(req, res, target, { maxBodyBytes, timeoutMs: proxyTimeoutMs, onError: logger.error });
      return;
    }
    if (declaredTooLarge(req, maxBodyBytes)) {
      tooLarge(res, maxBodyBytes);
      return;
    }
    try {
      await backend.handler(req, res);
    } catch (error) {
      logger.error(`backend handler failed on ${req.method} ${path.raw}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
      else res.destroy();
    }
  }

  async function serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: StaticFile,
    status: number,
    custom: readonly ResolvedHeader[],
  ): Promise<void> {
    const method = req.method ?? 'GET';
    if (!isGetOrHead(method)) {
      sendText(req, res, 405, 'Method Not Allowed', applyCustom({ Allow: 'GET, HEAD' }, custom));
      return;
    }
    const compressible = isCompressible(file.contentType);
    const html = file.contentType.startsWith('text/html');
    const headers: OutgoingHttpHeaders = {
      'Content-Type': file.contentType,
      'Cache-Control': DEFAULT_CACHE_CONTROL,
      'Last-Modified': new Date(file.mtimeMs).toUTCString(),
    };
    // HTML varies by Accept: the same URL asked for JSON is a page-data request for the backend.
    addVary(headers, ...(compressible ? ['Accept-Encoding'] : []), ...(html ? ['Accept'] : []));

    if (file.size > MAX_CACHED_FILE) {
      const etag = statEtag(file);
      if (status === 200) headers['ETag'] = etag;
      if (status === 200 && notModified(req, etag, file.mtimeMs)) {
        res.writeHead(304, applyCustom(withoutContentHeaders(headers), custom)).end();
        return;
      }
      res.writeHead(status, applyCustom({ ...headers, 'Content-Length': file.size }, custom));
      if (method === 'HEAD') res.end();
      else createReadStream(file.file).on('error', () => res.destroy()).pipe(res);
      return;
    }

    const loaded = await files.load(file);
    const encoding = compressible && loaded.body.length >= compressMinBytes ? chooseEncoding(req.headers['accept-encoding']) : undefined;
    const etag = variantEtag(loaded.etag, encoding);
    if (status === 200) headers['ETag'] = etag;
    if (status === 200 && notModified(req, etag, file.mtimeMs)) {
      res.writeHead(304, applyCustom(withoutContentHeaders(headers), custom)).end();
      return;
    }
    const body = encoding ? await files.compressed(file, encoding) : loaded.body;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = body.length;
    res.writeHead(status, applyCustom(headers, custom));
    res.end(method === 'HEAD' ? undefined : body);
  }

  async function serveNotFound(req: IncomingMessage, res: ServerResponse, root: string, custom: readonly ResolvedHeader[]): Promise<void> {
    const page = await resolveStatic(root, '/404.html');
    if (page && isGetOrHead(req.method ?? 'GET')) {
      await serveFile(req, res, page, 404, custom);
      return;
    }
    sendText(req, res, 404, 'Not Found', applyCustom({ 'Cache-Control': DEFAULT_CACHE_CONTROL }, custom));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const accept = req.headers.accept;
    const parsed = parseRequestTarget(req.url);
    if (!parsed.ok) {
      sendText(req, res, 400, `Bad Request: ${parsed.reason}`);
      return;
    }
    const path = parsed.path;
    if (isBackendPath(method, path.decoded, accept)) {
      await toBackend(req, res, path);
      return;
    }

    let root: string;
    try {
      root = await realpath(options.root);
    } catch {
      logger.error(`site folder ${options.root} not found: build the site first (npm run build)`);
      sendText(req, res, 503, 'Site not built yet');
      return;
    }
    const rules = await rulesCache.get(root);
    const file = await resolveStatic(root, path.decoded);
    if (isPageDataRequest(method, accept, file)) {
      await toBackend(req, res, path);
      return;
    }

    const host = req.headers.host;
    const custom = headersFor(rules.headers, path.canonical, host);
    const match = matchRedirect(rules.redirects, {
      path: path.canonical,
      search: path.search,
      host,
      staticExists: file !== undefined,
      acceptLanguage: req.headers['accept-language'],
      cookie: req.headers.cookie,
      country: options.country,
    });

    if (match?.kind === 'redirect') {
      sendText(req, res, match.status, `Redirecting to ${match.target}`, applyCustom({ Location: asciiUrl(match.target), 'Cache-Control': DEFAULT_CACHE_CONTROL }, custom));
      return;
    }
    if (match?.kind === 'proxy') {
      const target = new URL(match.target);
      if (!allowedOrigins.has(target.origin)) {
        logger.error(
          `_redirects line ${match.rule.line}: proxy to ${target.origin} refused (not an allowed proxy origin; ` +
            `allow it with allowedProxyOrigins / ALLOWED_PROXY_ORIGINS): ${method} ${path.raw} -> 502`,
        );
        sendText(req, res, 502, `Bad Gateway: proxy target ${target.origin} is not allowed`);
        return;
      }
      // Proxied answers are the other service's: `_headers` does not apply to them (as on Netlify).
      await proxyRequest(req, res, target, { maxBodyBytes, timeoutMs: proxyTimeoutMs, onError: logger.error });
      return;
    }
    if (match?.kind === 'rewrite') {
      const targetPath = decodeSitePath(match.target.split(/[?#]/)[0] ?? '');
      const target = targetPath === undefined ? undefined : await resolveStatic(root, targetPath);
      if (target) await serveFile(req, res, target, match.status, custom);
      else {
        logger.error(`_redirects line ${match.rule.line}: rewrite target ${match.target} does not exist`);
        await serveNotFound(req, res, root, custom);
      }
      return;
    }
    if (file) {
      await serveFile(req, res, file, 200, custom);
      return;
    }
    await serveNotFound(req, res, root, custom);
  }

  const handler: RequestListener = (req, res) => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const logPath = (req.url ?? '').split('?')[0];
    res.on('close', () => {
      if (!options.quiet) logger.info(`${method} ${logPath} ${res.statusCode} ${Math.round(performance.now() - started)}ms`);
    });
    handle(req, res).catch((error: unknown) => {
      logger.error(`${method} ${logPath}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) sendText(req, res, 500, 'Internal Server Error');
      else res.destroy();
    });
  };

  const server = http.createServer(handler);
  let url: string | undefined;

  return {
    server,
    handler,
    get url() {
      return url;
    },
    listen() {
      const host = options.host ?? DEFAULT_HOST;
      return new Promise<string>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? DEFAULT_PORT, host, () => {
          server.off('error', reject);
          const { port } = server.address() as AddressInfo;
          url = `http://${displayHost(host)}:${port}/`;
          resolve(url);
        });
      });
    },
    close() {
      if (!server.listening) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

function withoutContentHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const out = { ...headers };
  delete out['Content-Type'];
  delete out['Content-Length'];
  delete out['Content-Encoding'];
  return out;
}

/** A header-safe URL: characters outside printable ASCII percent-encoded (UTF-8). */
function asciiUrl(url: string): string {
  return url.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}

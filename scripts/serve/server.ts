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

type BackendHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

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
const DEFAULT_MAX_BODY = 1024 * 1024;
/** What Netlify and Cloudflare Pages send for static files when `_headers` says nothing. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Paths that are always the backend's. */
const BACKEND_EXACT = new Set(['/logout', '/exception', '/message/close.action', '/auth/message/close.action']);
const BACKEND_PREFIXES = ['/api/'];
/** Prefixes whose API calls are the backend's, while browser navigations get the site's pages. */
const BACKEND_API_PREFIXES = ['/antifraud/', '/email/'];

const isGetOrHead = (method: string): boolean => method === 'GET' || method === 'HEAD';

/** A browser navigation: GET/HEAD whose Accept names text/html and does not prefer JSON. */
function isHtmlNavigation(method: string, accept: string | undefined): boolean {
  return isGetOrHead(method) && namesType(accept, 'text/html') && !prefersJson(accept);
}

/** Routing that does not depend on the site's files: the backend's own paths. */
function isBackendPath(method: string, decodedPath: string, accept: string | undefined): boolean {
  if (BACKEND_EXACT.has(decodedPath)) return true;
  if (BACKEND_PREFIXES.some((p) => decodedPath.startsWith(p))) return true;
  if (BACKEND_API_PREFIXES.some((p) => decodedPath.startsWith(p))) return !isHtmlNavigation(method, accept);
  return false;
}

/**
 * A page-data request (design.md): GET/HEAD preferring JSON over HTML. A request naming an
 * existing non-HTML file exactly (e.g. /locales/en/common.json) is still the site's.
 */
function isPageDataRequest(method: string, accept: string | undefined, file: StaticFile | undefined): boolean {
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
    const [redirects, headers] = await Promise.all([this.load(join(root, '_redirects'), parseRedirects), this.load(join(root, '_headers'), parseHeaders)]);
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

/** The server's settings with defaults applied, and its caches: what every phase of a request reads. */
interface ServerContext {
  options: SiteServerOptions;
  logger: Logger;
  maxBodyBytes: number;
  proxyTimeoutMs: number;
  compressMinBytes: number;
  backend: Backend | undefined;
  backendBase: URL | undefined;
  allowedOrigins: Set<string>;
  files: FileCache;
  rulesCache: RulesCache;
}

function serverContext(options: SiteServerOptions): ServerContext {
  const logger: Logger = options.logger ?? { info: (l) => console.log(l), error: (l) => console.error(l) };
  const backend = options.backend;
  const backendBase = backend && 'url' in backend ? new URL(backend.url) : undefined;
  const allowedOrigins = new Set((options.allowedProxyOrigins ?? []).map((o) => new URL(o).origin));
  if (backendBase) allowedOrigins.add(backendBase.origin);
  return {
    options,
    logger,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY,
    proxyTimeoutMs: options.proxyTimeoutMs ?? 30_000,
    compressMinBytes: options.compressMinBytes ?? 256,
    backend,
    backendBase,
    allowedOrigins,
    files: new FileCache(),
    rulesCache: new RulesCache(logger),
  };
}

function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string, extra: OutgoingHttpHeaders = {}): void {
  const body = `${text}\n`;
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function toBackend(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, path: RequestPath): Promise<void> {
  const { backend, maxBodyBytes, logger } = ctx;
  if (!backend) {
    sendJson(res, 503, { error: 'backend not configured' });
    return;
  }
  if ('url' in backend) {
    const base = ctx.backendBase ?? new URL(backend.url);
    const target = new URL(base.href);
    target.pathname = base.pathname.replace(/\/+$/, '') + path.raw;
    target.search = path.search;
    await proxyRequest(req, res, target, { maxBodyBytes, timeoutMs: ctx.proxyTimeoutMs, onError: logger.error });
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

/** The headers every answer with a file carries before `_headers` applies. */
function fileHeaders(file: StaticFile): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {
    'Content-Type': file.contentType,
    'Cache-Control': DEFAULT_CACHE_CONTROL,
    'Last-Modified': new Date(file.mtimeMs).toUTCString(),
  };
  // HTML varies by Accept: the same URL asked for JSON is a page-data request for the backend.
  addVary(headers, ...(isCompressible(file.contentType) ? ['Accept-Encoding'] : []), ...(file.contentType.startsWith('text/html') ? ['Accept'] : []));
  return headers;
}

/** Answers 304 (and returns true) when the request's validators match this 200 answer. */
function answeredNotModified(req: IncomingMessage, res: ServerResponse, file: StaticFile, status: number, etag: string, headers: OutgoingHttpHeaders, custom: readonly ResolvedHeader[]): boolean {
  if (status !== 200) return false;
  headers['ETag'] = etag;
  if (!notModified(req, etag, file.mtimeMs)) return false;
  res.writeHead(304, applyCustom(withoutContentHeaders(headers), custom)).end();
  return true;
}

/** Files too large for the cache stream from disk, uncompressed. */
function streamLargeFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, status: number, headers: OutgoingHttpHeaders, custom: readonly ResolvedHeader[]): void {
  if (answeredNotModified(req, res, file, status, statEtag(file), headers, custom)) return;
  res.writeHead(status, applyCustom({ ...headers, 'Content-Length': file.size }, custom));
  if (req.method === 'HEAD') res.end();
  else
    createReadStream(file.file)
      .on('error', () => res.destroy())
      .pipe(res);
}

/** Cached files, compressed when the client accepts it and the body is worth it. */
async function sendCachedFile(
  ctx: ServerContext,
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  status: number,
  headers: OutgoingHttpHeaders,
  custom: readonly ResolvedHeader[],
): Promise<void> {
  const loaded = await ctx.files.load(file);
  const worthIt = isCompressible(file.contentType) && loaded.body.length >= ctx.compressMinBytes;
  const encoding = worthIt ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  if (answeredNotModified(req, res, file, status, variantEtag(loaded.etag, encoding), headers, custom)) return;
  const body = encoding ? await ctx.files.compressed(file, encoding) : loaded.body;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = body.length;
  res.writeHead(status, applyCustom(headers, custom));
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function serveFile(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, file: StaticFile, status: number, custom: readonly ResolvedHeader[]): Promise<void> {
  if (!isGetOrHead(req.method ?? 'GET')) {
    sendText(req, res, 405, 'Method Not Allowed', applyCustom({ Allow: 'GET, HEAD' }, custom));
    return;
  }
  const headers = fileHeaders(file);
  if (file.size > MAX_CACHED_FILE) streamLargeFile(req, res, file, status, headers, custom);
  else await sendCachedFile(ctx, req, res, file, status, headers, custom);
}

async function serveNotFound(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, root: string, custom: readonly ResolvedHeader[]): Promise<void> {
  const page = await resolveStatic(root, '/404.html');
  if (page && isGetOrHead(req.method ?? 'GET')) {
    await serveFile(ctx, req, res, page, 404, custom);
    return;
  }
  sendText(req, res, 404, 'Not Found', applyCustom({ 'Cache-Control': DEFAULT_CACHE_CONTROL }, custom));
}

/** The site folder as it is now (a release symlink may have moved); undefined, answered, when missing. */
async function siteRoot(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<string | undefined> {
  try {
    return await realpath(ctx.options.root);
  } catch {
    ctx.logger.error(`site folder ${ctx.options.root} not found: build the site first (npm run build)`);
    sendText(req, res, 503, 'Site not built yet');
    return undefined;
  }
}

/** What a site request is: the path, its site folder, its static file, `_headers` and `_redirects` match. */
interface SiteRequest {
  path: RequestPath;
  root: string;
  file: StaticFile | undefined;
  custom: readonly ResolvedHeader[];
  match: ReturnType<typeof matchRedirect>;
}

async function handle(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  const accept = req.headers.accept;
  const parsed = parseRequestTarget(req.url);
  if (!parsed.ok) {
    sendText(req, res, 400, `Bad Request: ${parsed.reason}`);
    return;
  }
  const path = parsed.path;
  if (isBackendPath(method, path.decoded, accept)) {
    await toBackend(ctx, req, res, path);
    return;
  }
  const root = await siteRoot(ctx, req, res);
  if (root === undefined) return;
  const rules = await ctx.rulesCache.get(root);
  const file = await resolveStatic(root, path.decoded);
  if (isPageDataRequest(method, accept, file)) {
    await toBackend(ctx, req, res, path);
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
    country: ctx.options.country,
  });
  await answerSiteRequest(ctx, req, res, { path, root, file, custom, match });
}

/** `_redirects` first (redirect, proxy, rewrite), then the file itself, then the 404 page. */
async function answerSiteRequest(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, site: SiteRequest): Promise<void> {
  const { path, root, file, custom, match } = site;
  if (match?.kind === 'redirect') {
    sendText(req, res, match.status, `Redirecting to ${match.target}`, applyCustom({ Location: asciiUrl(match.target), 'Cache-Control': DEFAULT_CACHE_CONTROL }, custom));
    return;
  }
  if (match?.kind === 'proxy') {
    const target = new URL(match.target);
    if (!ctx.allowedOrigins.has(target.origin)) {
      ctx.logger.error(
        `_redirects line ${match.rule.line}: proxy to ${target.origin} refused (not an allowed proxy origin; ` +
          `allow it with allowedProxyOrigins / ALLOWED_PROXY_ORIGINS): ${req.method ?? 'GET'} ${path.raw} -> 502`,
      );
      sendText(req, res, 502, `Bad Gateway: proxy target ${target.origin} is not allowed`);
      return;
    }
    // Proxied answers are the other service's: `_headers` does not apply to them (as on Netlify).
    await proxyRequest(req, res, target, { maxBodyBytes: ctx.maxBodyBytes, timeoutMs: ctx.proxyTimeoutMs, onError: ctx.logger.error });
    return;
  }
  if (match?.kind === 'rewrite') {
    const targetPath = decodeSitePath(match.target.split(/[?#]/)[0] ?? '');
    const target = targetPath === undefined ? undefined : await resolveStatic(root, targetPath);
    if (target) await serveFile(ctx, req, res, target, match.status, custom);
    else {
      ctx.logger.error(`_redirects line ${match.rule.line}: rewrite target ${match.target} does not exist`);
      await serveNotFound(ctx, req, res, root, custom);
    }
    return;
  }
  if (file) await serveFile(ctx, req, res, file, 200, custom);
  else await serveNotFound(ctx, req, res, root, custom);
}

/** Logs each request when it closes and turns an unexpected failure into a 500. */
function requestListener(ctx: ServerContext): RequestListener {
  return (req, res) => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const logPath = (req.url ?? '').split('?')[0];
    res.on('close', () => {
      if (!ctx.options.quiet) ctx.logger.info(`${method} ${logPath} ${res.statusCode} ${Math.round(performance.now() - started)}ms`);
    });
    handle(ctx, req, res).catch((error: unknown) => {
      ctx.logger.error(`${method} ${logPath}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) sendText(req, res, 500, 'Internal Server Error');
      else res.destroy();
    });
  };
}

export function createSiteServer(options: SiteServerOptions): SiteServer {
  const handler = requestListener(serverContext(options));
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

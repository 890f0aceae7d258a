// Request reading and answer writing for the sandbox: bounded bodies, strict form and JSON
// parsing, cookies. Every rejection is a BadRequest carrying the status and the answer to send,
// so no input can reach a 500.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Bodies above this are refused with 413 (forms and JSON calls are small). */
export const MAX_BODY_BYTES = 64 * 1024;

export class BadRequest extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, message = 'bad request') {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (Number.isFinite(declared) && declared > limit) throw new BadRequest(413, { code: 'BODY_TOO_LARGE', body: `The request body exceeds ${limit} bytes.` });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BadRequest(413, { code: 'BODY_TOO_LARGE', body: `The request body exceeds ${limit} bytes.` });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const mediaType = (req: IncomingMessage): string => (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

export type FormBody = Record<string, string>;

/**
 * Reads a form-encoded body. Only `allowed` names are accepted (an unknown or repeated field is a
 * 400, so a typo in the client shows at once); values must be valid UTF-8 text.
 */
export async function readForm(req: IncomingMessage, allowed: readonly string[]): Promise<FormBody> {
  const type = mediaType(req);
  const buffer = await readBody(req);
  if (buffer.length > 0 && type !== 'application/x-www-form-urlencoded') {
    throw new BadRequest(415, { code: 'UNSUPPORTED_MEDIA_TYPE', body: 'Send the form as application/x-www-form-urlencoded.' });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw new BadRequest(400, { code: 'MALFORMED_BODY', body: 'The body is not valid UTF-8.' });
  }
  const out: FormBody = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (!allowed.includes(name)) throw new BadRequest(400, { code: 'UNKNOWN_FIELD', body: `Unknown field "${name.slice(0, 64)}".` });
    if (name in out) throw new BadRequest(400, { code: 'REPEATED_FIELD', body: `Field "${name}" is sent twice.` });
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(value)) throw new BadRequest(400, { code: 'MALFORMED_BODY', body: `Field "${name}" holds control characters.` });
    out[name] = value;
  }
  return out;
}

/** Reads a JSON body (object expected). */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  if (mediaType(req) !== 'application/json') throw new BadRequest(415, { code: 'UNSUPPORTED_MEDIA_TYPE', body: 'Send the body as application/json.' });
  const buffer = await readBody(req);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(buffer));
  } catch {
    throw new BadRequest(400, { code: 'MALFORMED_BODY', body: 'The body is not valid JSON.' });
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

export function parseCookies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // a malformed cookie is ignored, not an error
    }
  }
  return out;
}

/** True when the visitor reached us over https (directly or through the site's proxy). */
export function isHttps(req: IncomingMessage): boolean {
  return (
    ('encrypted' in req.socket && req.socket.encrypted === true) ||
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]!
      .trim() === 'https'
  );
}

interface CookieOptions {
  httpOnly?: boolean;
  maxAgeSeconds?: number;
  secure: boolean;
}

export function cookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  return parts.join('; ');
}

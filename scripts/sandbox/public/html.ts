// Small HTML pages the sandbox serves itself (the cloud challenge, the simulated identity
// provider): each has its own strict Content-Security-Policy, no external resource, and a nonce
// for its inline style and script.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const newNonce = (): string => randomBytes(16).toString('base64');

/** Styles shared by the sandbox's own pages: readable, high contrast, large targets. */
const PAGE_STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px; color: #111; background: #fff; }
  main { max-width: 420px; margin: 0 auto; }
  h1 { font-size: 1.4rem; margin: 0 0 12px; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 16px; }
  button { font: inherit; min-height: 44px; padding: 8px 16px; border-radius: 8px; border: 2px solid #1a3d8f; cursor: pointer; }
  button.primary { background: #1a3d8f; color: #fff; }
  button.secondary { background: #fff; color: #1a3d8f; }
  button:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  button:disabled { opacity: 0.6; cursor: wait; }
  @media (prefers-color-scheme: dark) {
    body { color: #f2f2f2; background: #15171c; }
    button.secondary { background: #15171c; color: #9db8ff; border-color: #9db8ff; }
    button.primary { background: #9db8ff; color: #111; border-color: #9db8ff; }
  }`;

interface HtmlPage {
  title: string;
  /** Inner HTML of <main>, already escaped. */
  main: string;
  /** The page's one script, or none. */
  script?: string;
  /** frame-ancestors: the challenge is shown in a same-origin frame, the provider page is not. */
  frameable: boolean;
}

/** Sends a page with a nonce-based CSP: nothing but its own inline style and script runs or loads. */
export function sendHtml(res: ServerResponse, status: number, page: HtmlPage): void {
  const nonce = newNonce();
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    page.script ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    "connect-src 'self'",
    "form-action 'self'",
    `frame-ancestors ${page.frameable ? "'self'" : "'none'"}`,
    "base-uri 'none'",
  ].join('; ');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style nonce="${nonce}">${PAGE_STYLE}</style>
</head>
<body>
<main>
${page.main}
</main>
${page.script ? `<script nonce="${nonce}">${page.script}</script>\n` : ''}</body>
</html>
`;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(html)),
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': page.frameable ? 'SAMEORIGIN' : 'DENY',
    // Not no-referrer: with it Chromium posts forms with `Origin: null`, which the same-origin check refuses.
    'Referrer-Policy': 'same-origin',
    'X-Robots-Tag': 'noindex',
  });
  res.end(res.req.method === 'HEAD' ? undefined : html);
}

import { defineMiddleware } from 'astro:middleware';
import { narrowScriptHashesInBytes } from './lib/page-csp.ts';

// i18n routing is manual: pages build their own region paths from src/i18n (unprefixed = the
// default region, plus every `/{lang}-{country}` prefix), so the middleware has nothing to rewrite.
// Each page's CSP meta keeps only the script hashes of that page (src/lib/page-csp.ts), on the
// page's bytes: the build writes bytes, and decoding and encoding every page cost more than the
// narrowing itself.
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const page = narrowScriptHashesInBytes(Buffer.from(await response.arrayBuffer()));
  return new Response(page, { status: response.status, statusText: response.statusText, headers });
});

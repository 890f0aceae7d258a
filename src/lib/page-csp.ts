import { scriptHash, scriptHashOfBytes, type ScriptHash } from './script-hash.ts';

/**
 * Astro's CSP meta lists the hash of every inline script the site has, on every page (the layout
 * registers them all before the body renders). A page only needs the hashes of the scripts it
 * carries: the rest cost about 1 KB gzip a page and allow nothing the page runs. The site-wide
 * header (`_headers`) is built from these lists, so it still holds every script some page carries.
 */
const META = /<meta http-equiv="content-security-policy" content="([^"]*)">/i;
// Inline scripts only: an external script is allowed by 'self', not by a hash.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const HASH_SOURCE = /^'sha(256|384|512)-/;

// Pages of a build share a handful of policies and script sets: the narrowed policy of each
// (policy, scripts) pair is computed once. Bounded like the hash memo.
const POLICY_MEMO_LIMIT = 256;
const policies = new Map<string, string>();

function narrowedPolicy(policy: string, present: ReadonlySet<string>): string {
  const key = `${policy}\n${[...present].join(' ')}`;
  const known = policies.get(key);
  if (known !== undefined) return known;
  const narrowed = policy
    .split(';')
    .map((directive) => {
      const tokens = directive.trim().split(/\s+/);
      if (tokens[0] !== 'script-src') return directive;
      return tokens.filter((t) => !HASH_SOURCE.test(t) || present.has(t)).join(' ');
    })
    .join(';');
  if (policies.size >= POLICY_MEMO_LIMIT) policies.clear();
  policies.set(key, narrowed);
  return narrowed;
}

/** Where the page's CSP meta is and what it becomes, or null when the page has none. */
function narrowedMeta(html: string, hash: (code: string) => ScriptHash): { start: number; end: number; meta: string } | null {
  const meta = META.exec(html);
  if (!meta?.[1]) return null;
  const present = new Set<string>();
  for (const script of html.matchAll(INLINE_SCRIPT)) present.add(`'${hash(script[1] ?? '')}'`);
  return { start: meta.index, end: meta.index + meta[0].length, meta: meta[0].replace(meta[1], narrowedPolicy(meta[1], present)) };
}

/** The page with its CSP meta's script-src narrowed to the hashes of the inline scripts it carries. */
export function narrowScriptHashes(html: string): string {
  const narrowed = narrowedMeta(html, scriptHash);
  return narrowed ? html.slice(0, narrowed.start) + narrowed.meta + html.slice(narrowed.end) : html;
}

/**
 * The same on a page's UTF-8 bytes, as the build hands them over: read one character per byte
 * (every character the patterns look for is ASCII, and no byte of a multi-byte character is one),
 * so the page is neither decoded nor encoded again, and the scripts are hashed as their bytes.
 */
export function narrowScriptHashesInBytes(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const narrowed = narrowedMeta(page.toString('latin1'), scriptHashOfBytes);
  if (!narrowed) return page;
  return Buffer.concat([page.subarray(0, narrowed.start), Buffer.from(narrowed.meta, 'latin1'), page.subarray(narrowed.end)]);
}

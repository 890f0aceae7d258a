// Content negotiation: the Accept header (page data versus HTML) and Accept-Encoding (br, gzip).

interface Range {
  type: string;
  subtype: string;
  q: number;
}

function parseQ(params: string[]): number {
  for (const p of params) {
    const [k, v] = p.split('=').map((s) => s.trim());
    if (k?.toLowerCase() === 'q' && v !== undefined) {
      const q = Number(v);
      return Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 1;
    }
  }
  return 1;
}

function parseAccept(header: string): Range[] {
  const ranges: Range[] = [];
  for (const part of header.split(',')) {
    const [media = '', ...params] = part.split(';');
    const [type, subtype] = media.trim().toLowerCase().split('/');
    if (!type || !subtype) continue;
    ranges.push({ type, subtype, q: parseQ(params) });
  }
  return ranges;
}

/** The quality an Accept header gives a media type, and how specific the range that gave it was (2 exact, 1 type/*, 0 *\/*). */
function quality(ranges: Range[], mime: string): { q: number; specificity: number } {
  const [type, subtype] = mime.split('/');
  let best = { q: 0, specificity: -1 };
  for (const r of ranges) {
    const specificity = r.type === type && r.subtype === subtype ? 2 : r.type === type && r.subtype === '*' ? 1 : r.type === '*' && r.subtype === '*' ? 0 : -1;
    if (specificity > best.specificity) best = { q: r.q, specificity };
  }
  return best.specificity < 0 ? { q: 0, specificity: -1 } : best;
}

/**
 * True when the client prefers JSON over HTML: a page-data request (design.md). JSON wins with a
 * higher quality, or with the same quality when JSON is named and HTML only matched a wildcard
 * (`application/json, text/plain, *\/*` as many HTTP clients send). Browsers' navigation Accept
 * (`text/html,...,*\/*;q=0.8`) and a bare `*\/*` are not page-data requests.
 */
export function prefersJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const json = quality(ranges, 'application/json');
  const html = quality(ranges, 'text/html');
  if (json.q <= 0) return false;
  if (json.q !== html.q) return json.q > html.q;
  return json.specificity === 2 && html.specificity < 2;
}

export type Encoding = 'br' | 'gzip';

/** The best compression the client accepts: brotli over gzip at equal quality, none when refused. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const key = name.trim().toLowerCase();
    if (key) q[key] = parseQ(params);
  }
  const star = q['*'];
  const br = q['br'] ?? star ?? 0;
  const gzip = q['gzip'] ?? q['x-gzip'] ?? star ?? 0;
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

/** True when the Accept header names `mime` itself (not through a wildcard) with a quality above 0. */
export function namesType(accept: string | undefined, mime: string): boolean {
  if (!accept) return false;
  const q = quality(parseAccept(accept), mime);
  return q.specificity === 2 && q.q > 0;
}

import astroIslandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';

/** The part of Astro's render state that says whether a page has its island runtime and directive scripts yet. */
interface RenderState {
  _metadata: { hasHydrationScript: boolean; hasDirectives: Set<string> };
  clientDirectives: Map<string, string>;
}

const isRenderState = (value: unknown): value is RenderState =>
  typeof value === 'object' && value !== null && '_metadata' in value && 'clientDirectives' in value && (value as RenderState).clientDirectives instanceof Map;

/** The directive the shell's own islands use, which the page's own loader (src/lib/inline/islands.ts) replaces. */
const OWN_DIRECTIVE = 'interaction';

/**
 * Before a page's islands render: Astro is told its island runtime and the `client:interaction`
 * script are written already, so no island writes them (1.8 KB gzip on every page). The layout then
 * writes either the page's own loader or, with `astroScripts`, these two scripts itself.
 */
export function holdIslandRuntime(result: unknown): void {
  if (!isRenderState(result)) throw new Error("Astro's render state has changed: src/layouts/island-runtime.ts needs updating");
  result._metadata.hasHydrationScript = true;
  result._metadata.hasDirectives.add(OWN_DIRECTIVE);
}

/**
 * Whether rendered HTML holds an island that hydrates other than on first interaction (at load,
 * when visible, on an event): such a page needs Astro's runtime.
 */
export const needsAstroRuntime = (html: string): boolean => /<astro-island\b[^>]*\sclient="(?!interaction")/.test(html);

/** Astro's island runtime and the `client:interaction` script, the text Astro itself writes (their hashes are in its CSP). */
export function astroScripts(result: unknown): string[] {
  if (!isRenderState(result)) throw new Error("Astro's render state has changed: src/layouts/island-runtime.ts needs updating");
  const directive = result.clientDirectives.get(OWN_DIRECTIVE);
  if (directive === undefined) throw new Error(`client:${OWN_DIRECTIVE} is not registered`);
  return [directive, astroIslandRuntime];
}

/**
 * Hosts content URLs may point at besides this site (the URL rule: src/domain/url-rule.ts). Read at
 * build time; the CSP (astro.config.mjs) allows the same hosts, so a URL the schemas accept is one
 * the browser will load.
 *
 * | variable | |
 * |---|---|
 * | `MEDIA_HOSTS` | host names images may come from over https, space- or comma-separated (default: none; the snapshot's media are under /media/) |
 */
function readMediaHosts(env: Record<string, string | undefined>): string[] {
  return (env['MEDIA_HOSTS'] ?? '')
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the browser has no process, whatever the Node types say
export const mediaHosts: readonly string[] = readMediaHosts(globalThis.process?.env ?? {});

/** Video embeds: the privacy-enhanced YouTube player only (the CSP's frame-src). */
export const videoEmbedHosts: readonly string[] = ['www.youtube-nocookie.com'];

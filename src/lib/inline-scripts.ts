import { createHash } from 'node:crypto';

/**
 * The few inline scripts of the static pages (no external JS before interaction). Astro hashes
 * only the scripts it bundles, and the CSP meta tag is written before the body renders, so the
 * layout registers every hash here up front; `InlineScript` renders the exact same text.
 */
export const inlineScripts = {
  /** Saved theme before first paint (sender-flows §1 "user theme"; public-site §2 `mode` query). */
  theme: `(function () {
  var saved = null;
  try { saved = localStorage.getItem('userTheme'); } catch (e) {}
  if (!saved) { var m = document.cookie.match(/(?:^|; )userTheme=(light|dark|system)/); saved = m && m[1]; }
  var forced = new URLSearchParams(location.search).get('mode');
  var theme = forced === 'dark' || forced === 'light' ? forced : saved;
  if (!theme || theme === 'system') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  if (!document.documentElement.dataset.theme) document.documentElement.dataset.theme = theme;
})();`,
  /** public-site §2: the footer's country link remembers the current page slug as the previous slug. */
  rememberSlug: `document.querySelector('[data-remember-slug]')?.addEventListener('click', function () {
  try { sessionStorage.setItem('previousSlug', location.pathname.replace(/^\\/[a-z]{2}-[a-z]{2}(?=\\/|$)/, '') || '/'); } catch (e) {}
});`,
  /** public-site §2: each select-region link gets the previous slug appended. */
  appendPreviousSlug: `(function () {
  var slug = null;
  try { slug = sessionStorage.getItem('previousSlug'); } catch (e) {}
  if (!slug || slug === '/' || !/^\\/[\\w\\-\\/]*$/.test(slug)) return;
  document.querySelectorAll('[data-region-link]').forEach(function (a) { a.setAttribute('href', a.getAttribute('href') + slug); });
})();`,
} as const;

export type InlineScriptName = keyof typeof inlineScripts;

export function scriptHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code).digest('base64')}`;
}

export const inlineScriptHashes = Object.values(inlineScripts).map(scriptHash);

import { languages, langs } from '../i18n/languages.ts';
import { splitRegion, regionPath } from '../i18n/paths.ts';
import { defaultRegion, type Region } from '../i18n/regions.ts';
import { newRequestPath } from './help-links.ts';

/**
 * Where the language picker goes (public-site §2): the same page under the new prefix, except on
 * landing pages (to the new region's home) and request pages (to its request page), whose URL
 * words are localized and would not exist in the other language.
 */
const sendWords = new Set<string>(['send', 'send-money', 'alipay', ...langs.map((l) => languages[l].sendWord)]);
const requestWords = new Set<string>(['request', 'request-money', 'guatemala', ...langs.map((l) => languages[l].requestWord)]);

export type PathKind = 'landing' | 'request' | 'other';

/** The kind of page a region-less path is, for the picker and the header's page kind. */
export function pathKind(rest: string): PathKind {
  const first = rest.split('/')[1] ?? '';
  if (rest === '/' || sendWords.has(first)) return 'landing';
  if (requestWords.has(first)) return 'request';
  return 'other';
}

/** The default region's pages are the unprefixed ones (its /en-gb/ twins canonicalise there). */
function prefixed(path: string, region: Region): string {
  return region.code === defaultRegion.code ? path : regionPath(path, region);
}

const NEW_REQUEST = /^\/hc\/[a-z]{2}-[a-z]{2}\/requests\/new\/?$/;

/** The URL to load after choosing `target` on the page at `pathname` + `search` + `hash`. */
export function languageSwitchPath(pathname: string, target: Region, search = '', hash = ''): string {
  // The help centre's new-request page names its region inside the desk's own path shape.
  if (NEW_REQUEST.test(pathname)) return newRequestPath(target.code) + search + hash;
  const { rest } = splitRegion(pathname);
  switch (pathKind(rest)) {
    case 'landing': return prefixed('/', target);
    case 'request': return prefixed('/request', target);
    case 'other': return prefixed(rest, target) + search + hash;
  }
}

import { languages, langs, type Lang } from '../i18n/languages.ts';
import { splitRegion, pageHref } from '../i18n/paths.ts';
import { regions, type Region } from '../i18n/regions.ts';
import { newRequestPath } from './help-links.ts';

/**
 * Where a region or language switch goes (public-site §2: the language picker, the select-region
 * page reached by the footer's country link): the same page in the target region when it has it,
 * else its nearest parent there, so a switch never ends on a 404.
 */
const sendWords = new Set<string>(['send', 'send-money', 'alipay', ...langs.map((l) => languages[l].sendWord)]);
const requestWords = new Set<string>(['request', 'request-money', 'guatemala', ...langs.map((l) => languages[l].requestWord)]);

type PathKind = 'landing' | 'request' | 'other';

/** The kind of page a region-less path is, for the picker and the header's page kind. */
export function pathKind(rest: string): PathKind {
  const first = rest.split('/')[1] ?? '';
  if (rest === '/' || sendWords.has(first)) return 'landing';
  if (requestWords.has(first)) return 'request';
  return 'other';
}

/** The pages a build generates, by path (`/de-de/rules`, unprefixed for the default region). */
export interface PageSet {
  has(path: string): boolean;
}

const NEW_REQUEST = /^\/hc\/[a-z]{2}-[a-z]{2}\/requests\/new\/?$/;

// The localized landing words (languages.ts): a corridor page lives under its region's own word.
const localizedSend = new Set<string>(langs.map((l) => languages[l].sendWord));
const localizedRequest = new Set<string>(langs.map((l) => languages[l].requestWord));

/** A region-less path with its landing word in `lang`: `/geld-senden/x` → `/send-money/x` in English. */
export function inLanguage(rest: string, lang: Lang): string {
  const [, first = '', tail = ''] = /^\/([^/]*)(.*)$/.exec(rest) ?? [];
  if (localizedSend.has(first)) return `/${languages[lang].sendWord}${tail}`;
  if (localizedRequest.has(first)) return `/${languages[lang].requestWord}${tail}`;
  return rest;
}

/**
 * The canonical href to load after choosing `target` on the page at `pathname`: the same page there,
 * with its landing words in the target's language (corridor slugs are the same in every language),
 * when `pages` has it; else the nearest parent it has (a corridor's send landing, a help level's parent,
 * at last the region's home). Query and hash are the caller's to keep.
 */
export function regionSwitchPath(pathname: string, target: Region, pages: PageSet): string {
  // The help centre's new-request page names its region inside the desk's own path shape.
  if (NEW_REQUEST.test(pathname)) return newRequestPath(target.code);
  const { from, parents } = switchSource(pathname);
  for (const path of parents) {
    // In the same language the page's own words come first (/in-id/send-money stays); across languages the target's.
    const words = [inLanguage(path, target.lang), path];
    for (const candidate of from.lang === target.lang ? words.reverse() : words) {
      const href = pageHref(candidate, target);
      if (pages.has(href)) return href;
    }
  }
  return pageHref('/', target);
}

// A page asks for every region's switch in a row: its path is read once for them.
let lastSource: { pathname: string; from: Region; parents: string[] } | undefined;
/** The region of `pathname`, and its region-less path followed by each of its parents. */
function switchSource(pathname: string): { from: Region; parents: string[] } {
  if (lastSource?.pathname === pathname) return lastSource;
  const { rest, region: from } = splitRegion(pathname.replace(/(.)\/+$/, '$1'));
  const segments = rest.split('/').filter(Boolean);
  const parents = segments.map((_, i) => `/${segments.slice(0, segments.length - i).join('/')}`);
  lastSource = { pathname, from, parents };
  return lastSource;
}

/** `regionSwitchPath` from `pathname` to every region, in the order of `regions`. */
export function regionSwitchPaths(pathname: string, pages: PageSet): string[] {
  return regions.map((r) => regionSwitchPath(pathname, r, pages));
}

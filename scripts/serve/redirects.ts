// `_redirects` (Netlify format): parser and matcher.
//
//   # comment
//   /from[ key=value ...]  /to-or-https://url  [status][!]  [Country=.. Language=.. Cookie=.. Role=..]
//
// Status defaults to 301. 3xx answers redirect (Location), 200 and other codes rewrite (serve the
// target with that status, URL unchanged), and a rewrite to an absolute URL is a proxy. Without
// "!" a rule is shadowed by a static file at the requested path; with "!" it always applies.
// First matching rule wins.

import { compilePattern, matchPattern, stripTrailingSlash, type PathPattern } from './patterns.ts';
import { canonicalPath } from './paths.ts';

interface QueryCondition {
  key: string;
  /** A literal the parameter must equal, or a `:placeholder` that captures its value. */
  value: string;
}

export interface RedirectRule {
  /** 1-based line number in `_redirects`, for logs. */
  line: number;
  from: PathPattern;
  query: QueryCondition[];
  to: string;
  status: number;
  force: boolean;
  conditions: { country?: string[]; language?: string[]; cookie?: string[]; role?: string[] };
}

export interface ParseProblem {
  line: number;
  text: string;
  message: string;
}

interface ParsedRedirects {
  rules: RedirectRule[];
  /** Lines that were skipped, as a CDN skips invalid rules. */
  problems: ParseProblem[];
}

const isTarget = (token: string): boolean => token.startsWith('/') || /^https?:\/\//i.test(token);
const CONDITION = /^(country|language|cookie|role)=(.+)$/i;

export function parseRedirects(text: string): ParsedRedirects {
  const rules: RedirectRule[] = [];
  const problems: ParseProblem[] = [];
  text.split(/\r?\n/).forEach((rawLine, index) => {
    const line = index + 1;
    const trimmed = rawLine.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    const fail = (message: string): void => {
      problems.push({ line, text: trimmed, message });
    };
    // A "#" after whitespace starts a trailing comment (a "#" inside a URL has no space before it).
    const tokens = trimmed
      .replace(/\s#.*$/, '')
      .trim()
      .split(/\s+/);
    const fromToken = tokens.shift() ?? '';
    let from: PathPattern;
    try {
      from = compilePattern(fromToken);
    } catch (error) {
      fail((error as Error).message);
      return;
    }
    const query: QueryCondition[] = [];
    while (tokens.length && !isTarget(tokens[0] ?? '')) {
      const token = tokens.shift() ?? '';
      const eq = token.indexOf('=');
      if (eq <= 0) {
        fail(`expected a query condition key=value or a target, got "${token}"`);
        return;
      }
      query.push({ key: decodeQueryPart(token.slice(0, eq)), value: decodeQueryPart(token.slice(eq + 1)) });
    }
    const to = tokens.shift();
    if (!to) {
      fail('missing target');
      return;
    }
    let status = 301;
    let force = false;
    const statusToken = /^(\d{3})(!?)$/.exec(tokens[0] ?? '');
    if (statusToken) {
      tokens.shift();
      status = Number(statusToken[1]);
      force = statusToken[2] === '!';
      if (status < 200 || status > 599) {
        fail(`invalid status ${status}`);
        return;
      }
    }
    const conditions: RedirectRule['conditions'] = {};
    for (const token of tokens) {
      const m = CONDITION.exec(token);
      if (!m) {
        fail(`unexpected "${token}" (after the status only Country=, Language=, Cookie= or Role= may follow)`);
        return;
      }
      const values = (m[2] ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      const key = (m[1] ?? '').toLowerCase() as keyof RedirectRule['conditions'];
      conditions[key] = values.map((v) => (key === 'cookie' ? v : v.toLowerCase()));
    }
    if (status >= 300 && status < 400 && ![301, 302, 303, 307, 308].includes(status)) {
      fail(`status ${status} is not a redirect status (use 301, 302, 303, 307 or 308)`);
      return;
    }
    rules.push({ line, from, query, to, status, force, conditions });
  });
  return { rules, problems };
}

function decodeQueryPart(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

export interface RedirectContext {
  /** Canonical request path (see paths.ts). */
  path: string;
  /** The request's query string with its "?", or "". */
  search: string;
  host?: string | undefined;
  /** True when a static file answers the path: rules without "!" are then shadowed. */
  staticExists: boolean;
  acceptLanguage?: string | undefined;
  cookie?: string | undefined;
  /** The visitor's country (ISO 3166 alpha-2); a CDN gets it from GeoIP, locally it is configured. */
  country?: string | undefined;
}

type RedirectKind = 'redirect' | 'rewrite' | 'proxy';

interface RedirectMatch {
  rule: RedirectRule;
  kind: RedirectKind;
  status: number;
  /** The resolved target: a site path or absolute URL, with the query string applied. */
  target: string;
}

function isAbsoluteUrl(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

function languages(header: string | undefined): string[] {
  if (!header) return [];
  const out: string[] = [];
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    if (!tag || tag === '*' || (q !== undefined && Number(q) <= 0)) continue;
    const lower = tag.toLowerCase();
    out.push(lower, lower.split('-')[0] ?? lower);
  }
  return out;
}

function cookieNames(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) names.add(name);
  }
  return names;
}

function conditionsHold(rule: RedirectRule, ctx: RedirectContext): boolean {
  const { country, language, cookie, role } = rule.conditions;
  if (role) return false; // no identity service locally: role-gated rules never match
  if (country && !(ctx.country && country.includes(ctx.country.toLowerCase()))) return false;
  if (language) {
    const accepted = languages(ctx.acceptLanguage);
    if (!language.some((l) => accepted.includes(l))) return false;
  }
  if (cookie) {
    const names = cookieNames(ctx.cookie);
    if (!cookie.some((c) => names.has(c))) return false;
  }
  return true;
}

function matchQuery(conditions: QueryCondition[], search: string): Record<string, string> | undefined {
  if (!conditions.length) return {};
  const params = new URLSearchParams(search);
  const captures: Record<string, string> = {};
  for (const { key, value } of conditions) {
    const actual = params.get(key);
    if (actual === null) return undefined;
    const placeholder = /^:([A-Za-z_][A-Za-z0-9_]*)$/.exec(value);
    if (placeholder) captures[placeholder[1] ?? ''] = encodeURIComponent(actual);
    else if (actual !== value) return undefined;
  }
  return captures;
}

/** Replaces `:splat` and `:name` in a target by the captured (canonical, still encoded) values. */
function substitute(to: string, captures: Record<string, string>): string {
  return to.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => captures[name] ?? whole);
}

/** The first rule that applies to the request, with its resolved target; undefined when none does. */
export function matchRedirect(rules: readonly RedirectRule[], ctx: RedirectContext): RedirectMatch | undefined {
  for (const rule of rules) {
    if (!rule.force && ctx.staticExists) continue; // shadowed by the static file
    const pathCaptures = matchPattern(rule.from, ctx.path, ctx.host);
    if (!pathCaptures) continue;
    const queryCaptures = matchQuery(rule.query, ctx.search);
    if (!queryCaptures) continue;
    if (!conditionsHold(rule, ctx)) continue;
    let target = substitute(rule.to, { ...queryCaptures, ...pathCaptures });
    // The request's query string passes through when the rule itself names no query.
    if (!rule.query.length && !target.includes('?') && ctx.search) {
      const hash = target.indexOf('#');
      target = hash < 0 ? target + ctx.search : target.slice(0, hash) + ctx.search + target.slice(hash);
    }
    const isRedirect = rule.status >= 300 && rule.status < 400;
    if (isRedirect && !isAbsoluteUrl(target) && isSameLocation(target, ctx)) continue; // would loop: a CDN ignores it
    const kind: RedirectKind = isRedirect ? 'redirect' : isAbsoluteUrl(target) ? 'proxy' : 'rewrite';
    return { rule, kind, status: rule.status, target };
  }
  return undefined;
}

function isSameLocation(target: string, ctx: RedirectContext): boolean {
  const q = target.search(/[?#]/);
  const path = q < 0 ? target : target.slice(0, q);
  const search = q < 0 || target[q] === '#' ? '' : (target.slice(q).split('#')[0] ?? '');
  return stripTrailingSlash(canonicalPath(path)) === stripTrailingSlash(ctx.path) && search === ctx.search;
}

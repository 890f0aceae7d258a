// `_headers` (Netlify / Cloudflare Pages format): parser and matcher.
//
//   # comment
//   /path/*            a path pattern (or absolute https URL) at the start of a line
//     Name: value      indented header lines below it
//     ! Name           (Cloudflare Pages) detach a header set by an earlier matching block
//
// Every matching block applies, in file order; a header named by several of them gets the values
// joined with ", " (what Netlify and Cloudflare Pages do), Set-Cookie excepted (kept separate).

import { compilePattern, matchPattern, type PathPattern } from './patterns.ts';
import type { ParseProblem } from './redirects.ts';

export interface HeaderRule {
  line: number;
  pattern: PathPattern;
  /** Headers to add, in order, names as written. */
  set: Array<[name: string, value: string]>;
  /** Lowercase names to remove from what earlier blocks set. */
  detach: string[];
}

interface ParsedHeaders {
  rules: HeaderRule[];
  problems: ParseProblem[];
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

export function parseHeaders(text: string): ParsedHeaders {
  const rules: HeaderRule[] = [];
  const problems: ParseProblem[] = [];
  let current: HeaderRule | undefined;
  text.split(/\r?\n/).forEach((rawLine, index) => {
    const line = index + 1;
    const trimmed = rawLine.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    const fail = (message: string): void => {
      problems.push({ line, text: trimmed, message });
    };
    const indented = /^\s/.test(rawLine);
    if (!indented) {
      try {
        current = { line, pattern: compilePattern(trimmed), set: [], detach: [] };
        rules.push(current);
      } catch (error) {
        current = undefined;
        fail(`${(error as Error).message} (header lines must be indented)`);
      }
      return;
    }
    if (!current) {
      fail('header line without a path line above it');
      return;
    }
    if (trimmed.startsWith('!')) {
      const name = trimmed.slice(1).trim();
      if (!TOKEN.test(name)) fail(`invalid header name to detach: "${name}"`);
      else current.detach.push(name.toLowerCase());
      return;
    }
    const colon = trimmed.indexOf(':');
    if (colon <= 0) {
      fail('expected "Name: value"');
      return;
    }
    const name = trimmed.slice(0, colon).trim();
    const value = trimmed.slice(colon + 1).trim();
    if (!TOKEN.test(name)) fail(`invalid header name "${name}"`);
    else if (!VALUE.test(value)) fail(`invalid characters in the value of ${name}`);
    else current.set.push([name, value]);
  });
  return { rules, problems };
}

export interface ResolvedHeader {
  /** The name as first written in `_headers`. */
  name: string;
  /** Joined with ", ", or a list for Set-Cookie. */
  value: string | string[];
}

/** The custom headers for a canonical request path (and host), all matching blocks merged in order. */
export function headersFor(rules: readonly HeaderRule[], canonicalPath: string, host?: string): ResolvedHeader[] {
  const merged = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!matchPattern(rule.pattern, canonicalPath, host)) continue;
    for (const name of rule.detach) merged.delete(name);
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const entry = merged.get(key);
      if (entry) entry.values.push(value);
      else merged.set(key, { name, values: [value] });
    }
  }
  return [...merged.entries()].map(([key, { name, values }]) => ({
    name,
    value: key === 'set-cookie' ? values : values.join(', '),
  }));
}

import { createHash } from 'node:crypto';

export type ScriptHash = `sha256-${string}`;

// Every page carries the same few inline scripts, so the same texts are hashed on every page of a
// build; a small memo saves a sha256 per script per page. Bounded, because a script with page
// values (a page's own links) differs on every page and would otherwise grow it with the build.
const MEMO_LIMIT = 512;
const memo = new Map<string, ScriptHash>();

function memoised(key: string, hash: () => ScriptHash): ScriptHash {
  const known = memo.get(key);
  if (known) return known;
  const value = hash();
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

/** The CSP source hash of an inline script's exact text (without the quotes a policy puts round it). */
export function scriptHash(code: string): ScriptHash {
  return memoised(`u${code}`, () => `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`);
}

/**
 * The same hash of a script read from a page's bytes one character per byte (latin1), so a built
 * page is scanned without decoding its UTF-8: each character is one of the script's bytes.
 */
export function scriptHashOfBytes(latin1: string): ScriptHash {
  return memoised(`b${latin1}`, () => `sha256-${createHash('sha256').update(latin1, 'latin1').digest('base64')}`);
}

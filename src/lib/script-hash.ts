import { createHash } from 'node:crypto';

export type ScriptHash = `sha256-${string}`;

// Every page carries the same few inline scripts, so the same texts are hashed on every page of a
// build; a small memo saves a sha256 per script per page. Bounded, because a script with page
// values (a page's own links) differs on every page and would otherwise grow it with the build.
const MEMO_LIMIT = 512;
const memo = new Map<string, ScriptHash>();

/** The CSP source hash of an inline script's exact text (without the quotes a policy puts round it). */
export function scriptHash(code: string): ScriptHash {
  const known = memo.get(code);
  if (known) return known;
  const hash: ScriptHash = `sha256-${createHash('sha256').update(code).digest('base64')}`;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(code, hash);
  return hash;
}

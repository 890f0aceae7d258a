import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { scriptHash } from '../../../src/lib/script-hash.ts';
import { scriptHash as inlineScriptHash } from '../../../src/lib/inline-scripts.ts';

const sha256 = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

describe('scriptHash: one hash for the layout’s CSP and each page’s narrowing', () => {
  it('is the sha256 of the exact text, the same when asked again (memoised) and the same function the inline scripts use', () => {
    expect(scriptHash('console.log(1)')).toBe(sha256('console.log(1)'));
    expect(scriptHash('console.log(1)')).toBe(sha256('console.log(1)'));
    expect(scriptHash('')).toBe(sha256(''));
    expect(inlineScriptHash).toBe(scriptHash);
  });

  it('stays right past its memo’s size', () => {
    for (let i = 0; i < 1200; i++) expect(scriptHash(`f(${i})`)).toBe(sha256(`f(${i})`));
  });
});

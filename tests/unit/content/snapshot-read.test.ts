import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readJson } from '../../../src/content/snapshot.ts';

describe('publishing: a broken snapshot file', () => {
  it('fails the build with the name of the file to mend', () => {
    const dir = mkdtempSync(join(tmpdir(), 'snapshot-read-'));
    try {
      const file = join(dir, 'page-1.json');
      writeFileSync(file, '{"data": [{"title": "News"}]');
      expect(() => readJson(file)).toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: `));
      writeFileSync(file, '{"data": []}');
      expect(readJson(file)).toEqual({ data: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { describe, it, expect } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { validateSnapshot, snapshotRoot } from '../../../src/content/snapshot.ts';
import { snapshotLoader } from '../../../src/content/loaders/snapshot-loader.ts';
import { page } from '../../../src/content/schemas/page.ts';
import { everyLanguageResources, helpdeskLists } from '../../../src/content/resources.ts';
import { languages, langs } from '../../../src/i18n/languages.ts';
import { existsSync } from 'node:fs';

describe('public-site §3 content snapshot', () => {
  it('validates every committed file against its schema', () => {
    const { files, problems } = validateSnapshot();
    expect(problems).toEqual([]);
    expect(files).toBeGreaterThan(20);
  });

  it('holds the most visited pages in English', () => {
    for (const key of everyLanguageResources) {
      expect(() => readFileSync(join(snapshotRoot, 'cms', key, 'en.json')), key).not.toThrow();
    }
  });

  it.each(langs)('holds the most visited pages and the help centre in %s', (lang) => {
    const { cmsLocale, helpdeskLocale } = languages[lang];
    const missing = [...everyLanguageResources.map((key) => join('cms', key, `${cmsLocale}.json`)), ...helpdeskLists.map((list) => join('helpdesk', helpdeskLocale, list, 'page-1.json'))].filter(
      (file) => !existsSync(join(snapshotRoot, file)),
    );
    expect(missing).toEqual([]);
  });

  it('names the file, entry and field of a broken entry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
    try {
      cpSync(join(snapshotRoot, 'cms', 'rules'), join(dir, 'cms', 'rules'), { recursive: true });
      const file = join(dir, 'cms', 'rules', 'en.json');
      const answer = JSON.parse(readFileSync(file, 'utf8'));
      answer.data.blocks[0].title = '';
      writeFileSync(file, JSON.stringify(answer));
      const { problems } = validateSnapshot(dir);
      expect(problems).toEqual([{ file: 'cms/rules/en.json', entry: undefined, field: 'data.blocks.0.title', message: 'A hero needs a title' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a file that is not JSON instead of crashing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
    try {
      cpSync(join(snapshotRoot, 'cms', 'rules'), join(dir, 'cms', 'rules'), { recursive: true });
      writeFileSync(join(dir, 'cms', 'rules', 'en.json'), '{"data": ');
      expect(validateSnapshot(dir).problems[0]).toMatchObject({ file: 'cms/rules/en.json', field: '(file)' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('public-site §3 content loader', () => {
  const fakeContext = () => {
    const stored = new Map<string, unknown>();
    return {
      stored,
      context: {
        store: { set: ({ id, data }: { id: string; data: unknown }) => stored.set(id, data), keys: () => [...stored.keys()], delete: (id: string) => stored.delete(id) },
        parseData: async ({ data }: { data: Record<string, unknown> }) => page.parse(data),
        generateDigest: (d: unknown) => JSON.stringify(d).length.toString(),
        logger: { info: () => {} },
      },
    };
  };
  const doc = (id: string, data: Record<string, unknown>) => ({ id, data, file: join(snapshotRoot, 'cms', 'x', `${id}.json`) });
  const valid = { id: 1, documentId: 'abc', title: 'Terms', blocks: [] };

  it('fails the build naming file, entry and field when an entry breaks its schema', async () => {
    const { context } = fakeContext();
    const loader = snapshotLoader('test', () => [doc('rules/en', { ...valid, title: '' })]);
    await expect(loader.load(context as never)).rejects.toThrow(/content-cache\/cms\/x\/rules\/en\.json \[rules\/en\].*title/s);
  });

  it('never publishes drafts and removes entries deleted from the snapshot', async () => {
    const { context, stored } = fakeContext();
    stored.set('gone/en', {});
    await snapshotLoader('test', () => [doc('rules/en', valid), doc('draft/en', { ...valid, publishedAt: null })]).load(context as never);
    expect([...stored.keys()]).toEqual(['rules/en']);
  });
});

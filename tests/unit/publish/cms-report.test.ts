import { describe, expect, it } from 'vitest';
import { cmsReport, editorLine } from '../../../scripts/publish/cms-report.ts';
import type { PublishReport } from '../../../scripts/publish/pipeline.ts';

const base: PublishReport = { action: 'publish', ok: true, exitCode: 0, releaseId: 'r20261125-101010000', startedAt: '2026-11-25T10:10:10.000Z', finishedAt: '2026-11-25T10:11:00.000Z', ms: 50_000 };
const warning = '/api/v2/about-us?locale=de [cu1nisme8vgjpe0vhmcsyvdk] blocks.0.btn.url: Use a site path or an https address (kept the last good version)';

describe('public-site §7 publishing: the report told to the editors in the content service', () => {
  it("says a problem in the editors' words: page, language, entry, field, and what the site does", () => {
    expect(
      editorLine({
        endpoint: '/api/v2/about-us?locale=de',
        file: 'cms/about-us/de.json',
        entry: 'cu1n',
        field: 'blocks.0.btn.url',
        message: 'must be a site path or an https address',
        resolution: 'kept-last-good',
      }),
    ).toBe('About us (de), entry cu1n, field blocks.0.btn.url: must be a site path or an https address — the site keeps its last good version.');
    expect(editorLine({ endpoint: '/api/v1/uvn-page?locale=en', file: 'cms/uvn/en.json', field: '(document)', message: 'not in the content service (404)', resolution: 'dropped' })).toBe(
      'Uvn (en): not in the content service (404) — it is not on the site.',
    );
  });

  it.each<[string, PublishReport, Partial<ReturnType<typeof cmsReport>>]>([
    ['a clean publish', base, { outcome: 'live', release: 'r20261125-101010000', summary: 'Live since 2026-11-25T10:11:00.000Z (release r20261125-101010000, 50 s)', problems: '' }],
    [
      'a publish with a refused entry names the entry and the field',
      { ...base, sync: { ok: true, summary: '', ms: 1, warnings: [warning] } },
      { outcome: 'live', summary: 'Live since 2026-11-25T10:11:00.000Z (release r20261125-101010000, 50 s); 1 problem the site worked around (below)', problems: warning },
    ],
    [
      'a refused release says the site is unchanged and lists the failed check',
      {
        ...base,
        ok: false,
        exitCode: 1,
        error: 'verification refused the release: links (2 broken)',
        checks: [{ name: 'links', ok: false, summary: '2 broken', ms: 1, problems: ['/de-de/x → /gone'] }],
      },
      { outcome: 'refused', summary: 'Not published, the site is unchanged: verification refused the release: links (2 broken)', problems: 'links: 2 broken\n  /de-de/x → /gone' },
    ],
    ['another publish running', { ...base, ok: false, exitCode: 2, error: 'another publish is running' }, { outcome: 'busy' }],
  ])('%s', (_name, report, expected) => {
    expect(cmsReport(report)).toMatchObject(expected);
  });
});

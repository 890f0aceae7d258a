import { describe, it, expect } from 'vitest';
import { bestRun, formatMachine, formatTable, ratio, servedRows } from '../../../scripts/bench/compare.ts';

describe('side by side: new/old ratios in a table, with the machine', () => {
  it('divides new by old, and has no ratio without both or against 0', () => {
    expect(ratio(200, 100)).toBe(0.5);
    expect(ratio(null, 100)).toBeNull();
    expect(ratio(100, null)).toBeNull();
    expect(ratio(0, 5)).toBeNull();
    expect(ratio(Number.NaN, 5)).toBeNull();
  });

  it('prints a Markdown row per figure with the values at their digits and the ratio to three', () => {
    const table = formatTable(
      [
        { figure: 'default build, s', old: 300.04, new: 240.5, digits: 1 },
        { figure: 'HTML /about-us, bytes gzip', old: 11_515, new: 10_250 },
        { figure: 'JS before interaction auth/index.html, bytes gzip', old: null, new: 90_000 },
      ],
      'main (abc123)',
      'this checkout (def456)',
    );
    expect(table.split('\n')).toEqual([
      '| figure | old (main (abc123)) | new (this checkout (def456)) | new/old |',
      '| --- | ---: | ---: | ---: |',
      '| default build, s | 300.0 | 240.5 | 0.802 |',
      '| HTML /about-us, bytes gzip | 11,515 | 10,250 | 0.890 |',
      '| JS before interaction auth/index.html, bytes gzip | — | 90,000 | — |',
    ]);
  });

  it('states the cores, the model and the load at start and end', () => {
    expect(formatMachine({ cores: 2, model: 'AMD EPYC', node: 'v22.23.3', loadStart: [1, 2.5, 3], loadEnd: [4, 5, 6] })).toBe(
      'machine: 2 × AMD EPYC, Node v22.23.3; load average 1.00 2.50 3.00 at start, 4.00 5.00 6.00 at end',
    );
  });

  it('takes the fastest run, with the largest peak seen', () => {
    const run = (seconds: number, peakMiB: number | null) => ({ set: 'x', pages: 10, seconds, pagesPerSecond: 10 / seconds, peakMiB, outDir: '/tmp/x' });
    expect(bestRun([run(20, 900), run(10, 800), run(15, null)])).toEqual({ ...run(10, 900) });
    expect(() => bestRun([])).toThrow();
  });

  it('has a row per first load (bytes and requests), Lighthouse score and publishing phase, empty where a side lacks it', () => {
    const load = (bytes: number, files: number) => ({ bytes, files: Array.from({ length: files }, (_, i) => ({ url: `/_astro/${i}.js`, bytes: bytes / files })) });
    const lighthouse = (score: number) => ({ score, fcp: '1 s', lcp: '2 s', tbt: '0 ms', cls: '0' });
    const rows = servedRows(
      { loads: { login: load(126_000, 27) }, lighthouse: { login: lighthouse(95) }, publish: { seconds: 124, buildSeconds: 74, verifySeconds: 43 } },
      { loads: { login: load(92_000, 4), send: load(137_000, 7) }, lighthouse: { login: lighthouse(99) }, publish: { seconds: 46.2 } },
    );
    expect(rows.map((r) => [r.figure, r.old, r.new])).toEqual([
      ['/auth first load login (browser), JS bytes gzip', 126_000, 92_000],
      ['/auth first load login (browser), script requests', 27, 4],
      ['/auth first load send (browser), JS bytes gzip', null, 137_000],
      ['/auth first load send (browser), script requests', null, 7],
      ['Lighthouse mobile /auth login', 95, 99],
      ['webhook → live, one changed article, s', 124, 46.2],
      ['  of which build, s', 74, null],
      ['  of which verify, s', 43, null],
    ]);
    expect(servedRows({}, {})).toEqual([]);
  });
});

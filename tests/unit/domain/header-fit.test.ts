import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { barCount, entryWidth, HEADER_GEOMETRY, labelWidth, menuRoom } from '../../../src/domain/header-fit.ts';

describe('public-site §2 header: label widths estimated at build time', () => {
  // Widths Chromium draws at 16 px, weight 600, in Noto Sans (the font stack's widest fallback).
  it.each([
    ['Send money', 97.5],
    ['Help', 36.7],
    ['Зарегистрироваться', 173.7],
    ['Télécharger l’application', 196],
    ['Kontaktovat obchodní oddělení', 251.7],
    ['Yêu cầu thanh toán', 155.2],
    ['Roʻyxatdan oʻtish', 137],
    ['下载应用', 64],
  ])('%s: never narrower than drawn (%d px), at most a fifth wider', (label, drawn) => {
    const estimate = labelWidth(label);
    expect(estimate).toBeGreaterThanOrEqual(drawn);
    expect(estimate).toBeLessThanOrEqual(drawn * 1.2);
  });

  it('ignores surrounding spaces and scales with the font size', () => {
    expect(labelWidth('  Help ')).toBe(labelWidth('Help'));
    expect(labelWidth('Help', 32)).toBeGreaterThan(labelWidth('Help') * 1.9);
  });

  it('gives a label in an unlisted script a width', () => {
    expect(labelWidth('ქართული')).toBeGreaterThan(0);
  });
});

describe('public-site §2 header: what each item adds to its label', () => {
  const text = labelWidth('Company');
  it.each([
    [{ kind: 'link', labels: ['Company'] }, text],
    [{ kind: 'link', labels: ['Company'], icon: true }, text + HEADER_GEOMETRY.icon],
    [{ kind: 'opener', labels: ['Company'] }, text],
    [{ kind: 'submenu', labels: ['Company'] }, text + HEADER_GEOMETRY.summary],
    [{ kind: 'button', labels: ['Company'] }, text + HEADER_GEOMETRY.button],
    [{ kind: 'logout', labels: ['Company'] }, text + HEADER_GEOMETRY.logout],
  ] as const)('%j is %d px', (entry, width) => expect(entryWidth(entry)).toBe(width));

  it('takes the widest of the labels (the /auth shell is relabelled into every language)', () => {
    expect(entryWidth({ kind: 'link', labels: ['Help', 'Допомога', '帮助'] })).toBe(labelWidth('Допомога'));
  });

  it('leaves the menu the bar less the logo, the gaps and the buttons', () => {
    const g = HEADER_GEOMETRY;
    expect(menuRoom([])).toBe(g.bar - g.logo - g.barGap);
    expect(menuRoom([100, 120])).toBe(g.bar - g.logo - g.barGap - (100 + g.actionGap + 120) - g.barGap);
  });
});

describe('public-site §2 header: items that do not fit go into "More"', () => {
  it.each([
    ['everything fits', [100, 100, 100], 340, 50, 3],
    ['everything fits exactly, no More needed', [100, 100, 100], 100 * 3 + 20 * 2, 50, 3],
    ['one pixel short: the last items make room for More', [100, 100, 100], 339, 50, 2],
    ['More takes the room of two', [100, 100, 100], 230, 50, 1],
    ['nothing but More', [100, 100, 100], 100, 50, 0],
    ['an empty menu', [], 0, 50, 0],
    ['items leave from the end even when a later one is short', [100, 200, 10], 300, 50, 1],
  ])('%s', (_case, widths, room, more, count) => {
    expect(barCount(widths, room, more, 20)).toBe(count);
  });

  it('keeps a run from the start that fits with More beside it, and is the longest such run', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 10 }), fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 1, max: 150 }), (widths, room, more) => {
        const count = barCount(widths, room, more, 20);
        const run = (n: number) => widths.slice(0, n).reduce((a, b) => a + b, 0) + 20 * Math.max(0, n - 1);
        if (count === widths.length) return run(count) <= room;
        if (count > 0) expect(run(count) + 20 + more).toBeLessThanOrEqual(room);
        expect(run(count + 1) + 20 + more).toBeGreaterThan(room);
        return true;
      }),
    );
  });
});

import { describe, it, expect } from 'vitest';
import { PAGE_SHELL_BYTES, fillerText, sizeFigures, sizesFor } from '../../../scripts/bench/floor.ts';

describe('the floor pages follow the built pages’ size distribution', () => {
  const built = [900, 12_000, 15_000, 15_500, 16_000, 80_000, 81_000, 150_000];

  it('reuses the byte size list itself when the counts match', () => {
    const sizes = sizesFor(built, built.length);
    expect(sizes).toEqual([...built].sort((a, b) => a - b));
    expect(sizeFigures(sizes).totalBytes).toBe(built.reduce((s, b) => s + b, 0));
  });

  it('draws quantiles for another count, so the volume scales with the count and the shape holds', () => {
    const sizes = sizesFor(built, built.length * 4);
    expect(sizes).toHaveLength(32);
    // Each built size appears four times: the same distribution, four times the volume.
    expect(sizeFigures(sizes).totalBytes).toBe(4 * built.reduce((s, b) => s + b, 0));
    expect(sizeFigures(sizes).medianBytes).toBe(sizeFigures(built).medianBytes);
    expect(Math.max(...sizes)).toBe(150_000);
    expect(Math.min(...sizes)).toBe(900);
  });

  it('keeps the spread when asked for fewer pages', () => {
    const sizes = sizesFor(built, 2);
    // The midpoints of each half: the 3rd and the 7th of the eight sizes.
    expect(sizes).toEqual([15_000, 81_000]);
    expect(sizesFor([], 10)).toEqual([]);
    expect(sizesFor(built, 0)).toEqual([]);
  });

  it('states total, median, p95 and largest', () => {
    expect(sizeFigures(built)).toEqual({ pages: 8, totalBytes: 370_400, meanBytes: 46_300, medianBytes: 16_000, p95Bytes: 150_000, maxBytes: 150_000 });
  });
});

describe('the floor pages’ text', () => {
  it('has exactly the length asked for, is the same for the same seed, and is prose, not one repeated byte', () => {
    const text = fillerText(10_000);
    expect(text).toHaveLength(10_000);
    expect(fillerText(10_000)).toBe(text);
    expect(new Set(text.split(/\s+|<\/?p>/).filter(Boolean)).size).toBeGreaterThan(10);
    expect(text).toContain('</p><p>');
  });

  it('leaves room for the page around it', () => {
    expect(PAGE_SHELL_BYTES).toBeGreaterThan(100);
    expect(PAGE_SHELL_BYTES).toBeLessThan(200);
  });
});

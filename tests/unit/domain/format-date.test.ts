import { describe, it, expect } from 'vitest';
import { formatDocumentDate, formatArticleDate } from '../../../src/domain/format-date.ts';

describe('public-site §9 date formats', () => {
  it.each([
    ['2026-01-05', '05 Jan 2026'],
    ['2025-12-31', '31 Dec 2025'],
    ['2024-02-29', '29 Feb 2024'],
  ])('marketing document date %s → %s', (iso, text) => {
    expect(formatDocumentDate(iso)).toBe(text);
  });
  it.each([
    ['2026-03-04', '2026-03-04'],
    ['2026-03-04T23:30:00Z', '2026-03-04'],
    ['2026-03-04T23:30:00-05:00', '2026-03-05'],
  ])('article date %s → %s', (iso, text) => {
    expect(formatArticleDate(iso)).toBe(text);
  });
  it('refuses a non-date', () => {
    expect(() => formatDocumentDate('yesterday')).toThrow();
    expect(() => formatArticleDate('yesterday')).toThrow();
  });
});

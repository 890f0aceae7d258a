import { describe, expect, it } from 'vitest';
import { groupByLetter } from '../../../src/domain/geography-letters.ts';

const letters = (names: string[], locale: string) => groupByLetter(names, (n) => n, locale).map((g) => `${g.letter}:${g.items.join('|')}`);

describe('public-site §3 Geography block: countries by first letter', () => {
  it('sorts with the locale and groups by first letter', () => {
    expect(letters(['Philippines', 'India', 'Pakistan', 'Mexico', 'Indonesia'], 'en')).toEqual(['I:India|Indonesia', 'M:Mexico', 'P:Pakistan|Philippines']);
  });

  it('keeps Turkish Ç and Ş as letters of their own', () => {
    expect(letters(['Şili', 'Çin', 'Cezayir', 'Sri Lanka'], 'tr')).toEqual(['C:Cezayir', 'Ç:Çin', 'S:Sri Lanka', 'Ş:Şili']);
  });

  it('groups German umlauts with their base letter', () => {
    expect(letters(['Österreich', 'Oman', 'Polen'], 'de')).toEqual(['O:Oman|Österreich', 'P:Polen']);
  });

  it('heads a group by its base letter when the first name starts with an umlaut (German Ägypten under A)', () => {
    expect(letters(['Albanien', 'Ägypten', 'Australien', 'Österreich'], 'de')).toEqual(['A:Ägypten|Albanien|Australien', 'O:Österreich']);
    expect(letters(['Équateur', 'Espagne'], 'fr')).toEqual(['E:Équateur|Espagne']);
  });

  it('keeps letters the language counts as its own in the heading (Russian Й, Vietnamese Â and Đ)', () => {
    expect(letters(['Йемен', 'Индия'], 'ru')).toEqual(['И:Индия', 'Й:Йемен']);
    expect(letters(['Ấn Độ', 'Anh', 'Đức'], 'vi')).toEqual(['A:Anh', 'Â:Ấn Độ', 'Đ:Đức']);
  });

  it('upper-cases the letter in the locale (Turkish dotted İ)', () => {
    expect(letters(['irlanda'], 'tr')).toEqual(['İ:irlanda']);
  });

  it('groups Cyrillic names', () => {
    expect(letters(['Филиппины', 'Индия', 'Индонезия'], 'ru')).toEqual(['И:Индия|Индонезия', 'Ф:Филиппины']);
  });

  it('has no groups for no countries', () => {
    expect(groupByLetter([], (n: string) => n, 'en')).toEqual([]);
  });
});

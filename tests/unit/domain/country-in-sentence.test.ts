import { describe, it, expect } from 'vitest';
import { countryInSentence } from '../../../src/domain/country-in-sentence.ts';

describe('public-site §2 corridor texts: country names inside a sentence', () => {
  it.each([
    ['GB', 'en', 'United Kingdom', 'the United Kingdom'],
    ['PH', 'en', 'Philippines', 'the Philippines'],
    ['US', 'en', 'United States', 'the United States'],
    ['NL', 'en', 'Netherlands', 'the Netherlands'],
    ['IN', 'en', 'India', 'India'],
    ['DE', 'en', 'Germany', 'Germany'],
    ['GB', 'en', 'the United Kingdom', 'the United Kingdom'],
    ['GB', 'de', 'Vereinigtes Königreich', 'Vereinigtes Königreich'],
    [null, 'en', 'Somewhere', 'Somewhere'],
  ])('%s in %s: %s → %s', (code, lang, name, expected) => {
    expect(countryInSentence(code, lang, name)).toBe(expected);
  });
});

import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { brandColours, contrast, surfaceClasses } from '../../../src/domain/brand-colours.ts';

describe('public-site §3 brand colours stay readable (WCAG 2.2 AA)', () => {
  it.each([
    [null, []],
    [{ bgColor: null, whiteText: true }, []],
    [{ bgColor: 'teal' }, []],
    [{ bgColor: 'aubergine', whiteText: true }, ['surface', 'bg-aubergine', 'ink-light']],
    [{ bgColor: 'aubergine', whiteText: false }, ['surface', 'bg-aubergine', 'ink-light']],
    [{ bgColor: 'eggshell', whiteText: false }, ['surface', 'bg-eggshell', 'ink-dark']],
    [{ bgColor: 'eggshell', whiteText: true }, ['surface', 'bg-eggshell', 'ink-dark']],
    [{ bgColor: 'jade', whiteText: false }, ['surface', 'bg-jade', 'ink-light']],
    [{ bgColor: 'passionFruit', whiteText: true }, ['surface', 'bg-passionFruit', 'ink-dark']],
    [{ bgColor: 'eggshell', titleColor: 'purple' }, ['surface', 'bg-eggshell', 'ink-dark', 'title-purple']],
    [{ bgColor: 'eggshell', titleColor: 'gray' }, ['surface', 'bg-eggshell', 'ink-dark']],
    [{ bgColor: 'eggshell', titleGradient: 'oceanBlue-purple' }, ['surface', 'bg-eggshell', 'ink-dark', 'title-gradient', 'from-oceanBlue', 'to-purple']],
    [{ bgColor: 'aubergine', whiteText: true, titleGradient: 'jade-oceanBlue' }, ['surface', 'bg-aubergine', 'ink-light']],
    [{ bgColor: 'aubergine', whiteText: true, titleGradient: 'passionFruit-eggshell' }, ['surface', 'bg-aubergine', 'ink-light', 'title-gradient', 'from-passionFruit', 'to-eggshell']],
    [{ bgColor: 'eggshell', titleGradient: 'purple' }, ['surface', 'bg-eggshell', 'ink-dark']],
  ])('%j → %j', (setting, classes) => {
    expect(surfaceClasses(setting)).toEqual(classes);
  });

  it('gives every brand colour a readable ink (4.5:1)', () => {
    for (const colour of Object.values(brandColours)) {
      expect(Math.max(contrast(colour, '#ffffff'), contrast(colour, '#1d1424'))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('has a class of every kind for every colour in styles/brand-colours.css, with the same values', () => {
    const css = readFileSync(new URL('../../../src/styles/brand-colours.css', import.meta.url), 'utf8');
    for (const [name, hex] of Object.entries(brandColours)) {
      expect(css).toContain(`.bg-${name} { --surface-bg: ${hex}; }`);
      expect(css).toContain(`.title-${name} { --surface-title: ${hex}; }`);
      expect(css).toContain(`.from-${name} { --grad-from: ${hex}; } .to-${name} { --grad-to: ${hex}; }`);
    }
  });
});

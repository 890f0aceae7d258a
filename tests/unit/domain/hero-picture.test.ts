import { describe, it, expect } from 'vitest';
import { heroPicture } from '../../../src/domain/hero-picture.ts';

const v = (name: string, width = 100, height = 50) => ({ url: `/media/${name}.jpg`, width, height });

describe('public-site §3, §9 hero background picture', () => {
  it('serves six variants: desktop from 1440 px, tablet from 744 px, phone otherwise, each 1x and 2x', () => {
    expect(heroPicture({ mobile: v('m', 375, 500), mobile2x: v('m2'), tablet: v('t'), tablet2x: v('t2'), desktop: v('d'), desktop2x: v('d2') })).toEqual({
      sources: [
        { media: '(min-width: 1440px)', srcset: '/media/d.jpg 1x, /media/d2.jpg 2x' },
        { media: '(min-width: 744px)', srcset: '/media/t.jpg 1x, /media/t2.jpg 2x' },
      ],
      img: { src: '/media/m.jpg', srcset: '/media/m.jpg 1x, /media/m2.jpg 2x', width: 375, height: 500 },
    });
  });

  it('fills a missing variant from its neighbour', () => {
    expect(heroPicture({ desktop: v('d') })).toEqual({
      sources: [{ media: '(min-width: 1440px)', srcset: '/media/d.jpg 1x' }],
      img: { src: '/media/d.jpg', srcset: '/media/d.jpg 1x', width: 100, height: 50 },
    });
    expect(heroPicture({ tablet2x: v('t2') })?.sources).toEqual([{ media: '(min-width: 744px)', srcset: '/media/t2.jpg 1x' }]);
  });

  it('escapes spaces and commas in srcset candidates', () => {
    expect(heroPicture({ mobile: { url: '/media/a b,c.jpg' } })?.img.srcset).toBe('/media/a%20b%2Cc.jpg 1x');
  });

  it.each([[null], [undefined], [{}], [{ mobile: null }]])('has no picture for %j', (bg) => {
    expect(heroPicture(bg)).toBeNull();
  });
});

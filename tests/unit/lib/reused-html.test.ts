import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { forgetReused, markCurrentLink, ownIslandPrefixes, reusedHtml } from '../../../src/lib/reused-html.ts';

const island = (prefix: string, inner: string) => `<astro-island uid="Z1" prefix="${prefix}" component-url="/_astro/X.js" props="{&quot;a&quot;:[0,1]}" client="interaction">${inner}</astro-island>`;

describe('public-site §2 page shell: parts written on many pages are rendered once', () => {
  beforeEach(() => forgetReused());

  it('renders a part once per key and writes the same HTML for every later page', async () => {
    let renders = 0;
    const render = async () => `<header>${++renders}</header>`;
    const pages = await Promise.all([reusedHtml('header:en-gb', render), reusedHtml('header:en-gb', render), reusedHtml('header:de-de', render)]);
    expect(pages).toEqual(['<header>1</header>', '<header>1</header>', '<header>2</header>']);
    expect(renders).toBe(2);
  });

  it('renders every time when fresh (the dev server)', async () => {
    let renders = 0;
    const render = async () => `<p>${++renders}</p>`;
    await reusedHtml('footerlinks:en', render, true);
    expect(await reusedHtml('footerlinks:en', render, true)).toBe('<p>2</p>');
  });

  it('refuses a key that does not start with its kind', () => {
    expect(() => reusedHtml('1:en', async () => '')).toThrow(/kind/);
  });

  it("moves the part's islands and their ids into its own prefixes, leaving others alone", () => {
    const html = `${island('r3', '<label for="_r3R_1_">Name</label><input id="_r3R_1_" aria-describedby="_r3R_2_">')}<p>_r9R_ and prefix="r3" in text</p>${island('r12', '<div id="_r12R_1_"></div>')}`;
    const own = ownIslandPrefixes(html, 'header');
    expect(own).toContain('prefix="header3"');
    expect(own).toContain('<label for="_header3R_1_">Name</label><input id="_header3R_1_" aria-describedby="_header3R_2_">');
    expect(own).toContain('prefix="header12"');
    expect(own).toContain('<div id="_header12R_1_">');
    // Text that only looks like a prefix of an island not in the part stays.
    expect(own).toContain('_r9R_');
    expect(ownIslandPrefixes('<nav><a href="/">Home</a></nav>', 'header')).toBe('<nav><a href="/">Home</a></nav>');
  });

  it('parts of two kinds on one page never share a React prefix, whatever the page numbered them (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(40), { minLength: 1, maxLength: 4 }), fc.uniqueArray(fc.nat(40), { minLength: 1, maxLength: 4 }), (header, footer) => {
        const prefixes = (html: string) => [...html.matchAll(/prefix="([^"]+)"/g)].map((m) => m[1]);
        const a = prefixes(ownIslandPrefixes(header.map((n) => island(`r${n}`, '')).join(''), 'header'));
        const b = prefixes(ownIslandPrefixes(footer.map((n) => island(`r${n}`, '')).join(''), 'footerlegal'));
        const page = [...a, ...b, 'r0', 'r1'];
        expect(new Set(page).size).toBe(page.length);
      }),
    );
  });

  it('two parts written on one page keep their islands apart, even of one kind', async () => {
    const a = await reusedHtml('landingblocks:en-gb:send:widget', async () => island('r3', '<b id="_r3R_1_"></b>'));
    const b = await reusedHtml('landingblocks:en-gb:send:banners', async () => island('r3', '<b id="_r3R_1_"></b>'));
    const id = (html: string) => /\sid="([^"]+)"/.exec(html)?.[1];
    expect(id(a)).toMatch(/^_s[a-z0-9]+-3R_1_$/);
    expect(id(a)).not.toBe(id(b));
  });

  it("marks the part's links to the page itself as current, and only those", () => {
    const list = '<li><a href="/send-money/uk-to-india">India</a></li><li><a href="/send-money/uk-to-indonesia">Indonesia</a></li><li><a href="/send-money/uk-to-india" class="x">India again</a></li>';
    expect(markCurrentLink(list, '/send-money/uk-to-india')).toBe(
      '<li><a href="/send-money/uk-to-india" aria-current="page">India</a></li><li><a href="/send-money/uk-to-indonesia">Indonesia</a></li><li><a href="/send-money/uk-to-india" aria-current="page" class="x">India again</a></li>',
    );
    // A link whose address only starts with the page's is another page.
    expect(markCurrentLink('<a href="/send-money/uk-to-indonesia">I</a>', '/send-money/uk-to-indo')).toBe('<a href="/send-money/uk-to-indonesia">I</a>');
    expect(markCurrentLink('<a href="/a?x=1&amp;y=2">A</a>', '/a?x=1&y=2')).toBe('<a href="/a?x=1&amp;y=2" aria-current="page">A</a>');
    expect(markCurrentLink('<p>none</p>', '/x')).toBe('<p>none</p>');
  });
});

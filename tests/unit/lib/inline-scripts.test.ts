// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { inlineScripts, inlineScriptHashes, scriptHash, type InlineScriptName } from '../../../src/lib/inline-scripts.ts';
import { consentScript } from '../../../src/lib/consent-script.ts';
import { readThirdPartyConfig } from '../../../src/lib/third-party.ts';
import { resolveTheme } from '../../../src/domain/theme.ts';
import { isHeaderFixed, isSwipeDown } from '../../../src/domain/interface.ts';
import { mayLoad, parseConsent } from '../../../src/domain/consent.ts';
import { referralCodeFromPath } from '../../../src/domain/referral.ts';
import { inviterName } from '../../../src/domain/invite.ts';
import { isHelpHref, withPlatform } from '../../../src/domain/help-links.ts';
import { videoFrameSrc } from '../../../src/domain/video.ts';
import { parseRegionTargets, previousSlug } from '../../../src/domain/select-region.ts';
import { isShownForRegion } from '../../../src/domain/payment-options.ts';
import { videoEmbedHosts } from '../../../src/content/url-hosts.ts';

/** The shipped scripts are the domain rules: each runs in a fake page and must answer as its rule does. */
const run = (name: InlineScriptName) => new Function(inlineScripts[name])();
const clearCookies = () =>
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
  });
const goTo = (path: string) => history.replaceState(null, '', path);

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete document.documentElement.dataset['theme'];
  goTo('/');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the inline scripts are bundled and hashed as shipped', () => {
  it('hashes exactly the text each script renders', () => {
    expect(inlineScriptHashes).toEqual(Object.values(inlineScripts).map(scriptHash));
    for (const name of ['theme', 'header', 'dialogs', 'session'] as const) expect(inlineScripts[name]).not.toMatch(/\bimport\b|\bexport\b/);
  });
});

describe('theme script = resolveTheme', () => {
  const cases = [
    { mode: null, stored: null, cookie: '', systemDark: true },
    { mode: null, stored: null, cookie: '', systemDark: false },
    { mode: 'light', stored: 'dark', cookie: '', systemDark: true },
    { mode: 'dark', stored: null, cookie: 'userTheme=light', systemDark: false },
    { mode: 'sepia', stored: 'dark', cookie: '', systemDark: false },
    { mode: null, stored: 'system', cookie: 'userTheme=dark', systemDark: false },
    { mode: null, stored: 'bogus', cookie: 'userTheme=dark', systemDark: false },
    { mode: null, stored: null, cookie: 'a=1; userTheme=light', systemDark: true },
  ];
  it.each(cases)('%o', (c) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('dark') && c.systemDark, addEventListener() {} }));
    goTo(c.mode ? `/?mode=${c.mode}` : '/');
    if (c.stored) localStorage.setItem('userTheme', c.stored);
    if (c.cookie) for (const part of c.cookie.split('; ')) document.cookie = `${part}; Path=/`;
    run('theme');
    expect(document.documentElement.dataset['theme']).toBe(resolveTheme(c));
  });
});

describe('header script = isHeaderFixed', () => {
  it.each([0, 20, 49, 50, 51, 400])('scrolled %i px', (y) => {
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => {
      f();
      return 0;
    });
    document.body.innerHTML = '<div><header data-header></header></div>';
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    run('header');
    window.dispatchEvent(new Event('scroll'));
    expect(document.querySelector('[data-header]')?.classList.contains('is-fixed')).toBe(isHeaderFixed(y));
  });
});

describe('public-site §4 header dropdowns', () => {
  it('close with the submenus open inside them, on an outside click and when the page is left', () => {
    document.body.innerHTML = '<div><header data-header><details data-dropdown open><summary>More</summary><details open><summary>Company</summary></details></details></header></div><p>Page</p>';
    run('header');
    const [outer, inner] = [...document.querySelectorAll('details')];
    document.querySelector('p')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect([outer?.open, inner?.open]).toEqual([false, false]);
    outer!.open = true;
    inner!.open = true;
    window.dispatchEvent(new Event('pagehide'));
    expect([outer?.open, inner?.open]).toEqual([false, false]);
  });

  it('a dropdown closed by its own button shuts the submenu open inside it', () => {
    document.body.innerHTML = '<div><header data-header><details data-dropdown open><summary>More</summary><details open><summary>Company</summary></details></details></header></div>';
    run('header');
    const [outer, inner] = [...document.querySelectorAll('details')];
    outer!.open = false;
    outer!.dispatchEvent(new Event('toggle'));
    expect(inner?.open).toBe(false);
  });
});

describe('sender-flows §1 theme switch: the saved choice', () => {
  it('shows it at load, and again on a page restored by Back with the choice made elsewhere since', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {} }));
    localStorage.setItem('userTheme', 'dark');
    document.body.innerHTML = `<form data-theme-switch>${['light', 'dark', 'system'].map((v) => `<input type="radio" name="theme" value="${v}">`).join('')}</form>`;
    new Function(inlineScripts.shell.replace(/\bimport\(/g, '(() => new Promise(() => {}))('))();
    const checked = () => document.querySelector<HTMLInputElement>('input:checked')?.value;
    expect(checked()).toBe('dark');
    localStorage.setItem('userTheme', 'light');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(checked()).toBe('light');
    expect(document.documentElement.dataset['theme']).toBe('light');
  });
});

describe('dialogs script = isSwipeDown', () => {
  it.each([
    [100, 100],
    [100, 119],
    [100, 120],
    [100, 180],
    [100, 60],
  ])('pointer %i → %i', (from, to) => {
    document.body.innerHTML = '<dialog class="popup" open><p>Popup</p></dialog>';
    run('dialogs');
    const inside = document.querySelector('p') as HTMLElement;
    inside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientY: from }));
    inside.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientY: to }));
    expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(!isSwipeDown(from, to));
  });
});

describe('consent script = parseConsent and mayLoad', () => {
  const config = readThirdPartyConfig({ ANALYTICS_SCRIPT_URL: 'https://tags.example/gtm.js', MARKETING_SDK_URL: 'https://sdk.example/m.js' });
  it.each(['', 'cookieConsent=none', 'cookieConsent=analytics', 'cookieConsent=marketing', 'cookieConsent=analytics.marketing', 'cookieConsent=other'])('cookie %j', (cookie) => {
    vi.useFakeTimers();
    document.body.innerHTML = '<section id="cookie-consent" hidden></section>';
    if (cookie) document.cookie = `${cookie}; Path=/`;
    new Function(consentScript(config))();
    const consent = parseConsent(document.cookie);
    const loaded = [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    expect(loaded).toEqual([...(mayLoad('analytics', consent) ? ['https://tags.example/gtm.js'] : []), ...(mayLoad('marketing', consent) ? ['https://sdk.example/m.js'] : [])]);
    expect(document.getElementById('cookie-consent')?.hidden).toBe(consent.decided);
  });
});

describe('referral, invite and help scripts = their domain rules', () => {
  it.each(['/referral/AB12cd', '/de-de/referral/XY99', '/referral/a', '/referral/AB12/x', '/dl/referral/Code123', '/referral/%3Cb%3E'])('referral path %s', (path) => {
    goTo(path);
    run('referralCookie');
    const code = referralCodeFromPath(path);
    // A cleared cookie may linger empty in happy-dom: only a value counts.
    expect(/(?:^|;\s*)invite_code=[^;]/.test(document.cookie)).toBe(code !== null);
    if (code) expect(document.cookie).toContain(`invite_code=${code}`);
  });

  it.each(['Anna', '  <b>Bob</b>  ', '', 'x'.repeat(60)])('inviter %j', (n) => {
    document.body.innerHTML = '<h1 data-title-template="{name} invites you">Someone invites you</h1>';
    goTo(`/invite?n=${encodeURIComponent(n)}`);
    run('inviteTitle');
    const name = inviterName(n);
    expect(document.querySelector('h1')?.textContent).toBe(name ? `${name} invites you` : 'Someone invites you');
  });

  it('keeps the platform on help links only', () => {
    const hrefs = ['/help', '/de-de/help/a?x=1#top', '/help-mobile', '/send-money', 'https://other.example/help'];
    document.body.innerHTML = hrefs.map((h) => `<a href="${h}">x</a>`).join('');
    goTo('/help?platform=ios');
    run('helpApp');
    expect(document.documentElement.dataset['nativeApp']).toBe('ios');
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(hrefs.map((h) => (isHelpHref(h) ? withPlatform(h, 'ios') : h)));
    delete document.documentElement.dataset['nativeApp'];
  });
});

describe('video, select-region and payment-options scripts = their domain rules', () => {
  it.each([
    'https://www.youtube-nocookie.com/embed/abc',
    'https://www.youtube-nocookie.com/embed/abc?start=5',
    'http://www.youtube-nocookie.com/embed/abc',
    'https://evil.example/embed',
    'javascript:alert(1)',
  ])('video %s', (url) => {
    document.body.innerHTML = `<div><button data-video-play="${url}" data-video-title="Film">Play</button></div>`;
    run('video');
    document.querySelector('button')?.click();
    expect(document.querySelector('iframe')?.getAttribute('src') ?? null).toBe(videoFrameSrc(url, videoEmbedHosts));
  });

  it.each(['/', '/rules', '/de-de', '/de-de/rules', '/de-dex/rules'])('previous slug of %s', (path) => {
    sessionStorage.clear();
    document.body.innerHTML = '<a href="/select-region" data-remember-slug data-region-targets="de-de /de-de/regeln">Country</a>';
    goTo(path);
    run('rememberSlug');
    document.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(sessionStorage.getItem('previousSlug')).toBe(previousSlug(path));
    expect(sessionStorage.getItem('regionTargets')).toBe('de-de /de-de/regeln');
  });

  const cameFrom = (referrer: string) => Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  it.each(['de-de /de-de/regeln en-us /en-us/x', 'de-de //evil.example en-us /en-us', 'de-de javascript:alert(1)', ''])('region targets %j', (text) => {
    sessionStorage.setItem('regionTargets', text);
    cameFrom(`${location.origin}/de-de/rules`);
    document.body.innerHTML = '<a href="/de-de" data-region-link="de-de">DE</a><a href="/en-us" data-region-link="en-us">US</a>';
    run('regionLinks');
    const targets = parseRegionTargets(text);
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([targets.get('de-de') ?? '/de-de', targets.get('en-us') ?? '/en-us']);
  });

  it.each(['', 'https://other.example/page'])('region targets remembered earlier are not followed from %j (an address typed or another site)', (referrer) => {
    sessionStorage.setItem('regionTargets', 'de-de /de-de/regeln');
    cameFrom(referrer);
    document.body.innerHTML = '<a href="/de-de" data-region-link="de-de">DE</a>';
    run('regionLinks');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/de-de');
  });

  it("any link to the select-region page remembers this page (a menu's too)", () => {
    sessionStorage.clear();
    document.body.innerHTML = '<footer data-region-targets="de-de /de-de/news"></footer><nav><a href="/de-de/select-region">Region</a></nav>';
    goTo('/news');
    run('rememberSlug');
    document.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(sessionStorage.getItem('regionTargets')).toBe('de-de /de-de/news');
    expect(sessionStorage.getItem('previousSlug')).toBe(previousSlug('/news'));
  });

  it('payment options region filter', () => {
    document.body.innerHTML = `<section data-payment-options><select data-payment-region-filter><option value="">All</option><option value="Europe">Europe</option><option value="Asia">Asia</option></select>
      <details data-region="Europe" open></details><details data-region="Asia"></details></section>`;
    run('paymentOptions');
    const filter = document.querySelector('select') as HTMLSelectElement;
    const items = () => [...document.querySelectorAll('details')].map((d) => d.hidden);
    expect(items()).toEqual(['Europe', 'Asia'].map((r) => !isShownForRegion(r, '')));
    filter.value = 'Asia';
    filter.dispatchEvent(new Event('change'));
    expect(items()).toEqual(['Europe', 'Asia'].map((r) => !isShownForRegion(r, 'Asia')));
    expect(document.querySelector('details')?.open).toBe(false);
  });
});

// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { consentScript } from '../../../src/lib/consent-script.ts';
import { readThirdPartyConfig, needsConsent, thirdPartyOrigins } from '../../../src/lib/third-party.ts';

const config = readThirdPartyConfig({ ANALYTICS_SCRIPT_URL: 'https://tags.example/gtm.js', MARKETING_SDK_URL: 'https://sdk.example/m.js' });
const run = () => new Function(consentScript(config))();
const loaded = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
const clearCookies = () =>
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
  });

beforeEach(() => {
  clearCookies();
  document.head.innerHTML = '';
  document.body.innerHTML = '<section id="cookie-consent" hidden><button data-consent="analytics.marketing">Accept all</button><button data-consent="">Essential only</button></section>';
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as { marketingSdk?: unknown }).marketingSdk;
});

describe('public-site §1 third-party services are off by default', () => {
  it('configures nothing, asks for no consent and allows no other origin without environment', () => {
    const none = readThirdPartyConfig({});
    expect(needsConsent(none)).toBe(false);
    expect(thirdPartyOrigins(none)).toEqual([]);
  });

  it('refuses a non-https service URL', () => {
    expect(() => readThirdPartyConfig({ ANALYTICS_SCRIPT_URL: 'http://tags.example/x.js' })).toThrow(/https/);
  });
});

describe('public-site §1 cookie consent before analytics and marketing', () => {
  it('loads nothing until the visitor chooses, then only what was accepted', () => {
    run();
    expect(document.getElementById('cookie-consent')?.hidden).toBe(false);
    expect(loaded()).toEqual([]);
    (document.querySelector('[data-consent=""]') as HTMLButtonElement).click();
    expect(loaded()).toEqual([]);
    expect(document.cookie).toContain('cookieConsent=none');
    expect(document.getElementById('cookie-consent')?.hidden).toBe(true);
  });

  it('loads the consented scripts at once on the next page', () => {
    document.cookie = 'cookieConsent=analytics; Path=/';
    run();
    expect(document.getElementById('cookie-consent')?.hidden).toBe(true);
    expect(loaded()).toEqual(['https://tags.example/gtm.js']);
  });

  it('logs the visit event once: SDK polled every 700 ms, 5 tries, then a cookie', () => {
    run();
    (document.querySelector('[data-consent="analytics.marketing"]') as HTMLButtonElement).click();
    expect(loaded()).toEqual(['https://tags.example/gtm.js', 'https://sdk.example/m.js']);
    const logEvent = vi.fn();
    vi.advanceTimersByTime(700 * 2);
    (window as { marketingSdk?: unknown }).marketingSdk = { logEvent };
    vi.advanceTimersByTime(700);
    expect(logEvent).toHaveBeenCalledOnce();
    expect(logEvent.mock.calls[0]?.[0]).toBe('Web Visit');
    expect(Object.keys(logEvent.mock.calls[0]?.[1] ?? {})).toEqual(['web_url', 'web_name', 'language', 'country', 'time']);
    expect(document.cookie).toContain('visitLogged=1');
    run(); // next page: consent stored, visit already logged
    vi.advanceTimersByTime(700 * 5);
    expect(logEvent).toHaveBeenCalledOnce();
  });

  it('stops polling after the 5th try (2800 ms)', () => {
    document.cookie = 'cookieConsent=marketing; Path=/';
    run();
    vi.advanceTimersByTime(700 * 4);
    const logEvent = vi.fn();
    (window as { marketingSdk?: unknown }).marketingSdk = { logEvent };
    vi.advanceTimersByTime(700 * 5);
    expect(logEvent).not.toHaveBeenCalled();
  });

  it('still finds the SDK on the 5th try', () => {
    document.cookie = 'cookieConsent=marketing; Path=/';
    run();
    vi.advanceTimersByTime(700 * 4 - 1);
    const logEvent = vi.fn();
    (window as { marketingSdk?: unknown }).marketingSdk = { logEvent };
    vi.advanceTimersByTime(1); // 5th try finds it
    expect(logEvent).toHaveBeenCalledOnce();
  });
});

describe('sender-flows §7 document-check SDK switch (third-party, off by default)', () => {
  it('is off unless DOCUMENT_CHECK_SDK names the SDK; then its hosts join the CSP', () => {
    expect(readThirdPartyConfig({}).documentCheck).toBeNull();
    const on = readThirdPartyConfig({ DOCUMENT_CHECK_SDK: 'onfido' });
    expect(on.documentCheck).toMatchObject({ sdk: 'onfido', version: '14.43.0' });
    expect(thirdPartyOrigins(on)).toContain('https://sdk.onfido.com');
    const own = readThirdPartyConfig({ DOCUMENT_CHECK_SDK: 'onfido', DOCUMENT_CHECK_ORIGINS: 'https://sdk.example/x https://api.example' });
    expect(thirdPartyOrigins(own)).toEqual(['https://sdk.example', 'https://api.example']);
  });

  it('refuses another SDK name and plain-http hosts', () => {
    expect(() => readThirdPartyConfig({ DOCUMENT_CHECK_SDK: 'other' })).toThrow(/onfido/);
    expect(() => readThirdPartyConfig({ DOCUMENT_CHECK_SDK: 'onfido', DOCUMENT_CHECK_ORIGINS: 'http://sdk.example' })).toThrow(/https/);
  });
});

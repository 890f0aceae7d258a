import { describe, it, expect, vi } from 'vitest';
import { parseConsent, consentCookie, mayLoad } from '../../../src/domain/consent.ts';
import { pollFor, visitEvent, shouldLogVisit, visitCookie, landingSectionEvent, isPlusSubscription, POLL_INTERVAL_MS, POLL_TRIES } from '../../../src/domain/analytics.ts';
import { validateBusinessRequest, businessRequestBody, parseFieldErrors, embeddedFormLang } from '../../../src/domain/business-request.ts';

describe('public-site §1 cookie consent before analytics and marketing', () => {
  it.each([
    ['', { decided: false, analytics: false, marketing: false }],
    ['cookieConsent=none', { decided: true, analytics: false, marketing: false }],
    ['x=1; cookieConsent=analytics', { decided: true, analytics: true, marketing: false }],
    ['cookieConsent=analytics.marketing; y=2', { decided: true, analytics: true, marketing: true }],
  ])('cookie "%s" reads as %o', (cookie, consent) => {
    expect(parseConsent(cookie)).toEqual(consent);
  });

  it('writes what it reads', () => {
    const cookie = consentCookie(['marketing', 'analytics']);
    expect(cookie).toMatch(/^cookieConsent=analytics\.marketing; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(parseConsent(cookie.split(';')[0]!)).toMatchObject({ analytics: true, marketing: true });
    expect(consentCookie([])).toMatch(/^cookieConsent=none;/);
  });

  it('loads nothing non-essential before a decision', () => {
    const none = parseConsent('');
    expect(mayLoad('analytics', none)).toBe(false);
    expect(mayLoad('marketing', none)).toBe(false);
    expect(mayLoad('functional', none)).toBe(true);
    expect(mayLoad('analytics', parseConsent('cookieConsent=analytics'))).toBe(true);
  });
});

describe('public-site §9 analytics polling: every 700 ms, 5 tries', () => {
  it('finds a global that appears on the third try', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const found = pollFor(() => (++calls === 3 ? 'layer' : undefined));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    await expect(found).resolves.toBe('layer');
    expect(calls).toBe(3);
    vi.useRealTimers();
  });

  it('gives up after 5 tries, 4 × 700 ms after the first', async () => {
    vi.useFakeTimers();
    let calls = 0;
    let done = false;
    const found = pollFor(() => {
      calls += 1;
      return undefined;
    }).then((v) => {
      done = true;
      return v;
    });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * (POLL_TRIES - 1) - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(found).resolves.toBeUndefined();
    expect(calls).toBe(5);
    vi.useRealTimers();
  });
});

describe('public-site §7 visit event', () => {
  it('carries web_url, web_name, language, country, time', () => {
    expect(visitEvent({ url: 'https://x/de-de', title: 'Home', lang: 'de', country: 'DE', now: new Date('2026-01-02T03:04:05Z') })).toEqual({
      web_url: 'https://x/de-de',
      web_name: 'Home',
      language: 'de',
      country: 'DE',
      time: '2026-01-02T03:04:05.000Z',
    });
  });

  it('is logged once: its cookie lasts 525600 days', () => {
    expect(shouldLogVisit('')).toBe(true);
    expect(shouldLogVisit('a=b; visitLogged=1')).toBe(false);
    expect(visitCookie()).toContain(`Max-Age=${525600 * 86400}`);
  });

  it.each([
    [289, true],
    [290, false],
    [291, true],
    [296, true],
    [297, false],
  ])('analytics id %i is a landing-section event: %s', (id, yes) => {
    expect(landingSectionEvent(id) !== null).toBe(yes);
  });

  it.each([
    ['GLOBAL_PLUS', true],
    ['CARD_PLUS', true],
    ['PLUS', false],
    ['GLOBAL', false],
    [null, false],
  ])('subscription %s fires promo-shown: %s', (type, yes) => {
    expect(isPlusSubscription(type)).toBe(yes);
  });
});

describe('public-site §2 business request form', () => {
  const filled = { name: ' Ada ', email: 'ada@example.org', company: 'Analytical Ltd', message: 'Hello' };
  it('asks for every field and a valid email before posting', () => {
    expect(validateBusinessRequest(filled)).toEqual({});
    expect(validateBusinessRequest({ ...filled, name: '  ', email: 'nope' })).toEqual({ name: 'required', email: 'email' });
  });

  it('posts trimmed fields with kind and lang, form-encoded', () => {
    expect(businessRequestBody(filled, 'payments', 'es').toString()).toBe('name=Ada&email=ada%40example.org&company=Analytical+Ltd&message=Hello&kind=payments&lang=es');
  });

  it('reads the 400 answer: a map of field name to {code, body}', () => {
    expect(parseFieldErrors({ errors: { email: { code: 'INVALID', body: 'Bad email' }, junk: 5 } })).toEqual({ email: { code: 'INVALID', body: 'Bad email' } });
    expect(parseFieldErrors(null)).toEqual({});
    expect(parseFieldErrors({ errors: 'x' })).toEqual({});
  });

  it.each([
    ['es', 'es'],
    ['en', 'en'],
    ['de', 'en'],
  ])('embedded form for %s is the %s one', (lang, form) => {
    expect(embeddedFormLang(lang)).toBe(form);
  });
});

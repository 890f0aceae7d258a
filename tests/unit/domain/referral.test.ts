import { describe, it, expect } from 'vitest';
import { referralCodeFromPath, referralCookie } from '../../../src/domain/referral.ts';
import { cacheBustedUrl } from '../../../src/domain/term-links.ts';

describe('public-site §2, §9 referral code cookie', () => {
  it.each([
    ['/referral/INV1000', 'INV1000'],
    ['/dl/referral/abc123', 'abc123'],
    ['/de-de/referral/INV1000', 'INV1000'],
    ['/de-de/dl/referral/INV1000/', 'INV1000'],
    ['/referral', null],
    ['/referral/', null],
    ['/referral/ab', null],
    ['/referral/' + 'a'.repeat(33), null],
    ['/referral/' + 'a'.repeat(32), 'a'.repeat(32)],
    ['/referral/INV-1000', null],
    ['/referral/INV1000;path=%2F', null],
    ['/referral/%3Cscript%3E', null],
    ['/referral/INV1000/extra', null],
    ['/invite/INV1000', null],
  ])('%j saves %j', (path, code) => {
    expect(referralCodeFromPath(path)).toBe(code);
  });

  it('lasts one year on the whole site, SameSite=Lax, Secure only over https', () => {
    expect(referralCookie('INV1000', true)).toBe('invite_code=INV1000; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(referralCookie('INV1000', false)).toBe('invite_code=INV1000; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('public-site §9 term links cache-busting parameter', () => {
  const t0 = Date.UTC(2026, 0, 1, 12, 0, 0);
  const window0 = Math.floor(t0 / 600_000);
  it.each([
    ['/rules', `/rules?v=${window0}`],
    ['/rules?lang=de', `/rules?lang=de&v=${window0}`],
    ['/rules?v=1&x=2#part-3', `/rules?x=2&v=${window0}#part-3`],
    ['https://docs.example/terms.pdf', `https://docs.example/terms.pdf?v=${window0}`],
  ])('%j → %j', (url, busted) => {
    expect(cacheBustedUrl(url, t0)).toBe(busted);
  });

  it('changes every 10 minutes, not before', () => {
    expect(cacheBustedUrl('/t', t0 + 599_999)).toBe(`/t?v=${window0}`);
    expect(cacheBustedUrl('/t', t0 + 600_000)).toBe(`/t?v=${window0 + 1}`);
  });
});

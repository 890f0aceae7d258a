import { describe, it, expect } from 'vitest';
import { phoneDigits, canSubmitInvite, initialCountry, inviteCodeFromPath, inviteRequestBody, inviteOutcome, isMobileDevice, inviterName } from '../../../src/domain/invite.ts';

describe('public-site §5 invite phone field', () => {
  it.each([
    ['7700 900 123', '7700900123'],
    ['+44 (0) 7700-900', '4407700900'],
    ['abc', ''],
    ['12345678901234567890', '1234567890123456'],
    ['１２３', ''],
  ])('keeps digits only, at most 16: %j → %j', (input, kept) => {
    expect(phoneDigits(input)).toBe(kept);
  });

  it.each([
    ['44', '', false],
    ['44', '123', false],
    ['44', '1234', true],
    ['1', '12345', true],
    ['1', '1234', false],
    ['', '123456', true],
    ['', '12345', false],
    ['971', '5 0', false],
    ['971', '50 1', true],
  ])('the button is enabled only when prefix %j plus number %j have 6 digits or more → %s', (prefix, number, enabled) => {
    expect(canSubmitInvite(prefix, number)).toBe(enabled);
  });
});

describe('public-site §4 invite country picker', () => {
  const countries = [{ code_a2: 'DE' }, { code_a2: 'GB' }, { code_a2: 'US' }];
  it.each([
    ['DE', 'DE'],
    ['de', 'DE'],
    ['IN', 'GB'],
    ['', 'GB'],
  ])('starts on the visitor country %j, else Great Britain → %s', (visitor, start) => {
    expect(initialCountry(countries, visitor)?.code_a2).toBe(start);
  });

  it('starts on the first country when even Great Britain is missing', () => {
    expect(initialCountry([{ code_a2: 'US' }], 'IN')?.code_a2).toBe('US');
  });
});

describe('public-site §2, §7 invite code and call', () => {
  it.each([
    ['/invite/INV1000', 'INV1000'],
    ['/de-de/invite/inv1001', 'inv1001'],
    ['/invite/INV1000/', 'INV1000'],
    ['/invite', ''],
    ['/de-de/invite/', ''],
    ['/invite/a%20b', 'a b'],
    ['/invite/%E0%A4%A', ''],
    ['/somewhere/else', ''],
  ])('takes the last path segment of %j as the code → %j', (path, code) => {
    expect(inviteCodeFromPath(path)).toBe(code);
  });

  it('sends prefix digits plus number digits and the code', () => {
    expect(inviteRequestBody('44', '7700 900123', 'INV1000')).toEqual({ phone: '447700900123', invite_code: 'INV1000' });
  });
});

describe('public-site §4, §8 invite answers', () => {
  const sent = { prefix: '44', number: '7700900123', country: 'GB' };
  it('code 0 opens the download-app popup on a mobile device and saves the phone', () => {
    expect(inviteOutcome({ code: 0, countryA2: 'GB', message: null }, sent, true)).toEqual({ kind: 'download-app', saved: { prefix: '44', phone: '7700900123', country: 'GB' } });
  });
  it('code 0 opens the QR popup elsewhere; the country is the one the backend read from the phone', () => {
    expect(inviteOutcome({ code: 0, countryA2: 'JE', message: null }, sent, false)).toEqual({ kind: 'qr', saved: { prefix: '44', phone: '7700900123', country: 'JE' } });
    expect(inviteOutcome({ code: 0, countryA2: null, message: null }, sent, false)).toMatchObject({ saved: { country: 'GB' } });
  });
  it('another code shows the server message', () => {
    expect(inviteOutcome({ code: 4, countryA2: null, message: ' Refused. ' }, sent, false)).toEqual({ kind: 'message', message: 'Refused.' });
  });
  it.each([[null], ['<html>'], [{ errorCode: 500, errorMessage: 'x' }], [{ code: 3, message: '' }], [{ code: '0' }]])(
    'an answer outside the contract (%j) is treated like a network failure',
    (answer) => {
      expect(inviteOutcome(answer, sent, true)).toEqual({ kind: 'failure' });
    },
  );
});

describe('public-site §4 mobile device', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', 0, undefined, true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 5, undefined, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 5, undefined, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 0, undefined, false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36', 0, undefined, false],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 0, true, true],
  ])('%s (touch points %d, hint %s) → %s', (ua, touch, hint, mobile) => {
    expect(isMobileDevice(ua, touch, hint)).toBe(mobile);
  });
});

describe('public-site §2 invite hero name', () => {
  it.each([
    [null, null],
    ['', null],
    ['   ', null],
    ['Ada', 'Ada'],
    ['  Ada   Lovelace ', 'Ada Lovelace'],
    ['<script>alert(1)</script>', 'scriptalert(1)/script'],
    ['Zoë\u200b\u0007', 'Zoë'],
    ['A'.repeat(60), 'A'.repeat(40)],
  ])('%j → %j', (raw, name) => {
    expect(inviterName(raw)).toBe(name);
  });
});

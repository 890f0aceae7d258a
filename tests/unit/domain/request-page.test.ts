import { describe, expect, it } from 'vitest';
import { afterRequestCreated, avatarSrc, createdRequestOf, floatingButtonVisible, requestCallPath, requestRouteOf, requestTone, safeLink } from '../../../src/domain/request-page.ts';

describe('public-site §2 shared payment-request pages: which route a path is', () => {
  it.each([
    ['/b-7Qm2Xk', { route: 'request', key: 'b-7Qm2Xk' }],
    ['/b-7Qm2Xk/', { route: 'request', key: 'b-7Qm2Xk' }],
    ['/new/b-5Nc6Vy', { route: 'notRegistered', key: 'b-5Nc6Vy' }],
    ['/l-4Fs9Gb', { route: 'libre', key: 'l-4Fs9Gb' }],
    ['/ml-8Jk2Dq', { route: 'libre', key: 'ml-8Jk2Dq' }],
    ['/libre/l-4Fs9Gb', { route: 'libre', key: 'l-4Fs9Gb' }],
    ['/libre/ml-8Jk2Dq', { route: 'libre', key: 'ml-8Jk2Dq' }],
    ['/b-', null],
    ['/b-abc/extra', null],
    ['/new/l-4Fs9Gb', null],
    ['/libre/b-7Qm2Xk', null],
    ['/x-7Qm2Xk', null],
    ['/b-<script>', null],
  ] as const)('%s is %j', (path, expected) => {
    expect(requestRouteOf(path)).toEqual(expected);
  });

  it.each([
    ['request', 'b-7Qm2Xk', '/api/v1/request-page/b-7Qm2Xk'],
    ['notRegistered', 'b-5Nc6Vy', '/api/v1/not-registered-request-page/b-5Nc6Vy'],
    ['libre', 'ml-8Jk2Dq', '/api/v2/libre-page/ml-8Jk2Dq'],
  ] as const)('public-site §7: %s %s is fetched from %s', (route, key, path) => {
    expect(requestCallPath(route, key)).toBe(path);
  });
});

describe('design.md redirect targets: links from the request answer', () => {
  const hosts = ['www.sendora.example', 'apps.apple.com'];
  it.each([
    ['/login?request=b-7Qm2Xk', '/login?request=b-7Qm2Xk'],
    ['https://www.sendora.example/app?request=b-1', 'https://www.sendora.example/app?request=b-1'],
    ['https://apps.apple.com/app/x', 'https://apps.apple.com/app/x'],
    ['http://www.sendora.example/app', null], // not https
    ['https://evil.example/app', null],
    ['//evil.example/app', null], // protocol-relative
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ] as const)('%j may be followed as %j', (url, expected) => {
    expect(safeLink(url, hosts)).toBe(expected);
  });

  it('shows an avatar only from this site, else the text symbol', () => {
    expect(avatarSrc('/media/avatars/1.png')).toBe('/media/avatars/1.png');
    expect(avatarSrc('https://cdn.example/a.png')).toBeNull();
    expect(avatarSrc(null)).toBeNull();
  });
});

describe('public-site §4 recipient landing: the floating button', () => {
  it.each([
    [120, 390, false], // main button still on screen
    [-1, 390, true], // scrolled past, phone
    [-1, 1439, true],
    [-1, 1440, false], // desktop: never
    [0, 744, false],
  ] as const)('main button bottom %i px, viewport %i px wide: visible %s', (bottom, width, visible) => {
    expect(floatingButtonVisible(bottom, width)).toBe(visible);
  });
});

describe('sender-flows §2 request form: the requester\'s page after "Create request"', () => {
  it.each([
    ['/b-7Qm2Xk', '/auth/request/created?link=%2Fb-7Qm2Xk'],
    ['/new/b-5Nc6Vy', '/auth/request/created?link=%2Fnew%2Fb-5Nc6Vy'],
    ['/b-7Qm2Xk?utm=x', '/auth/request/created?link=%2Fb-7Qm2Xk'],
    ['/ml-8Jk2Dq', '/ml-8Jk2Dq'],
    ['/auth/kyc/ca', '/auth/kyc/ca'],
  ])('an answer naming %j goes to %j', (redirectTo, next) => {
    expect(afterRequestCreated(redirectTo)).toBe(next);
  });

  it.each([
    ['?link=%2Fb-7Qm2Xk', { link: '/b-7Qm2Xk', route: 'request', key: 'b-7Qm2Xk' }],
    ['?link=%2Fnew%2Fb-5Nc6Vy', { link: '/new/b-5Nc6Vy', route: 'notRegistered', key: 'b-5Nc6Vy' }],
    ['?link=https%3A%2F%2Fother.example%2Fb-7Qm2Xk', null],
    ['?link=%2F%2Fother.example%2Fb-7Qm2Xk', null],
    ['?link=javascript%3Aalert(1)', null],
    ['?link=%2Fl-8Jk2Dq', null],
    ['', null],
  ])('the page for %j is about %j', (search, expected) => {
    expect(createdRequestOf(search)).toEqual(expected);
  });
});

describe('public-site §4 request page: the request status as the requester sees it', () => {
  it.each([
    ['paid', 'success'],
    ['success', 'waiting'],
    ['expired', 'failure'],
    ['cancelled', 'failure'],
    ['not_found', 'failure'],
  ] as const)('%s → %s', (status, tone) => {
    expect(requestTone(status)).toBe(tone);
  });
});

import { describe, it, expect } from 'vitest';
import { findRoute, matchPattern } from '../../../src/app/routes.ts';
import type { AppLocation } from '../../../src/app/router.ts';

const at = (path: string): AppLocation => ({ path, search: '', hash: '', state: {}, key: 0 });

describe('sender-flows §2 the /auth route table', () => {
  it('matches literal segments, names params, and holds a constrained param to its shape', () => {
    expect(matchPattern('/auth/kyc/:userType', '/auth/kyc/ca')).toEqual({ userType: 'ca' });
    expect(matchPattern('/auth/send/:from([a-z]{2})/:to([a-z]{2})', '/auth/send/gb/de')).toEqual({ from: 'gb', to: 'de' });
    expect(matchPattern('/auth/send/:from([a-z]{2})/:to([a-z]{2})', '/auth/send/gbr/de')).toBeNull();
    expect(matchPattern('/auth/kyc/:userType', '/auth/kyc/')).toBeNull();
    expect(matchPattern('/auth/pay', '/auth/pay/')).toBeNull();
  });

  it('gives login and registration their titles and their own handling of a refused answer', () => {
    expect(findRoute('/login')?.route).toMatchObject({ title: 'login.title', ownsRefusal: true });
    expect(findRoute('/login')?.onDemand).toBe(false);
    expect(findRoute('/registration')?.route).toMatchObject({ title: 'registration.title', ownsRefusal: true });
    expect(findRoute('/registration')?.onDemand).toBe(true);
  });

  it('shows the send page and its corridors with one screen, the corridors with the send page data', () => {
    const home = findRoute('/auth/send/main.page');
    const corridor = findRoute('/auth/send/gb/de');
    expect(corridor?.Screen).toBe(home?.Screen);
    expect(home?.route.pageData).toBeUndefined();
    expect(corridor?.route.pageData?.(at('/auth/send/gb/de'))).toBe('/auth/send/main.page');
    expect(findRoute('/auth/request/gb/de')?.route.pageData?.(at('/auth/request/gb/de'))).toBe('/auth/send/main.page');
  });

  it('has a screen for every payment result page, and none for other app paths', () => {
    for (const path of ['/success', '/fail', '/waiting', '/close', '/web/pay/accepted']) expect(findRoute(path)).not.toBeNull();
    expect(findRoute('/auth/some-server-form')).toBeNull();
    expect(findRoute('/auth/send/gbr/de')).toBeNull();
  });
});

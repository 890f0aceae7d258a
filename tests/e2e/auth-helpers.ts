import type { Page, Request } from '@playwright/test';
import { TEST_PASSWORD, testUser, type UserScenario } from '../../scripts/sandbox/catalogue.ts';
import { expect } from './fixtures.ts';

export const REGULAR = testUser('regular').phone;

/** Signs in through the sandbox's login call (the same cookies a browser sign-in gets). */
export async function signIn(page: Page, scenario: UserScenario = 'regular'): Promise<void> {
  const origin = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1/' : page.url()).origin;
  const answer = await page.request.post('/api/login/security-check', { form: { phone: testUser(scenario).phone, password: TEST_PASSWORD }, headers: origin.startsWith('http://127.0.0.1') ? {} : {} });
  expect(answer.status()).toBe(200);
}

/** Page-data requests of the app: same-origin GETs asking for JSON. */
export const isPageData = (request: Request, path: string): boolean =>
  request.method() === 'GET' && new URL(request.url()).pathname === path && (request.headers()['accept'] ?? '').includes('application/json');

/** Adds a sandbox fault (README Backend contract, Faults) to the requests `match` picks. */
export async function faultOn(page: Page, match: (request: Request) => boolean, fault: string): Promise<void> {
  await page.route('**/*', (route) => {
    const request = route.request();
    if (!match(request)) return route.fallback();
    return route.continue({ headers: { ...request.headers(), 'x-sandbox-fault': fault } });
  });
}

/** Waits until the app has hydrated and loaded its strings (the loading line is gone). */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('.auth-app')).toBeVisible();
}

export async function fillLogin(page: Page, phone: string, password: string): Promise<void> {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

import { test as base, expect } from '@playwright/test';

/**
 * Every browser test runs offline: any request to another host is aborted and recorded, and the
 * test fails if one was attempted (third-party scripts are off unless configured). A script or
 * style that the Content-Security-Policy blocks fails the test too, and so does an error no code
 * caught (a hydration mismatch is one: React reports it and renders the island again).
 */
export const test = base.extend<{ leakedRequests: string[]; cspViolations: string[]; pageErrors: string[] }>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: import('@playwright/test').Page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message.slice(0, 200)}`));
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text().slice(0, 160)}`);
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  leakedRequests: [
    async ({ context }, use) => {
      const leaked: string[] = [];
      await context.route(/.*/, (route) => {
        const url = new URL(route.request().url());
        if (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.protocol === 'data:') return route.continue();
        leaked.push(url.href);
        return route.abort('blockedbyclient');
      });
      await use(leaked);
      expect(leaked, 'requests that tried to leave the machine').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

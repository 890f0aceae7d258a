import { test as base, expect } from '@playwright/test';

/**
 * Every browser test runs offline: any request to another host is aborted and recorded, and the
 * test fails if one was attempted (third-party scripts are off unless configured).
 */
export const test = base.extend<{ leakedRequests: string[] }>({
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

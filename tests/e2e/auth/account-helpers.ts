import type { Page } from '@playwright/test';

/**
 * Page data without server messages. Other browser tests share the sandbox and leave messages on
 * the seeded senders (a refused send stores a block message that opens on every page); the account
 * screens' tests are not about them, so their page data comes without.
 */
export async function withoutServerMessages(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const pageData = request.method() === 'GET' && (request.headers()['accept'] ?? '').includes('application/json') && /^\/(auth|email)\//.test(url.pathname);
    if (!pageData) return route.fallback();
    // A call still on its way when the test ends (the next screen's first calls) is dropped with the page.
    const response = await route.fetch().catch(() => null);
    if (!response) return;
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return route.fulfill({ response }).catch(() => undefined);
    }
    return route.fulfill({ response, json: json && typeof json === 'object' ? { ...json, messageBodyMessages: [] } : json }).catch(() => undefined);
  });
}

import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';

/** One URL of every page template built so far, in several languages and both themes. */
const pages = [
  '/', '/de-de', '/zh-cn/rules', '/select-region', '/supported-countries', '/in-id/privacy-policy', '/about-us',
  '/browsers', '/marketing-terms', '/licenses', '/terms', '/payment-options', '/business', '/careers', '/no-such-page',
];

test.describe('WCAG 2.2 AA: axe sweep of every template', () => {
  for (const path of pages) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${path} (${theme}) has no axe violations`, async ({ page }) => {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}mode=${theme}`);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
      });
    }
  }
});

// The landing calculator hydrates without a mismatch in every language. Chromium's ICU lacks some
// languages Node's full ICU has (Uzbek: region names, number formats), so a client that
// recomputes what the build wrote renders other text and React reports #418/#423/#425.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { languages, langs } from '../../../src/i18n/languages.ts';
import { defaultRegionCode, regions } from '../../../src/i18n/regions.ts';

const dist = new URL('../../../dist/', import.meta.url).pathname;
const locales = new URL('../../../public/locales/', import.meta.url).pathname;
/** The calculator's region name in a language (landing::calculator.label). */
const regionLabel = (lang: string): string =>
  (JSON.parse(readFileSync(`${locales}${lang}/landing.json`, 'utf8')) as Record<string, string>)['calculator.label']!;

/** Each language's home (the region of its own country where there is one) and its first corridor page. */
const homes = langs.map((lang) => {
  const region = regions.find((r) => r.lang === lang && r.country.toLowerCase() === lang) ?? regions.find((r) => r.lang === lang)!;
  const prefix = region.code === defaultRegionCode ? '' : `/${region.code}`;
  const word = languages[lang].sendWord;
  const slug = readdirSync(`${dist}${prefix.slice(1)}/${word}`, { withFileTypes: true }).find((e) => e.isDirectory())!.name;
  return { lang, label: regionLabel(lang), pages: [prefix || '/', `${prefix}/${word}/${slug}`] };
});

/** What the server wrote in the calculator: its country names and the typed amount. */
function serverView(html: string) {
  const names = [...html.matchAll(/class="calc-country-name">([^<]*)</g)].map((m) => m[1]!.replace(/&#39;/g, "'").replace(/&amp;/g, '&'));
  const amount = /<input[^>]*data-side="from"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? /<input[^>]*value="([^"]*)"[^>]*data-side="from"/.exec(html)?.[1];
  return { names, amount };
}

async function visit(page: Page, path: string, label: string, problems: string[]) {
  const html = await (await page.request.get(path)).text();
  const server = serverView(html);
  expect.soft(server.names, `${path}: the server renders both countries`).toHaveLength(2);
  await page.goto(path);
  const calculator = page.getByRole('region', { name: label });
  // Hydrated and answered by the backend: the quiet refresh after first paint has come back.
  await expect.soft(calculator.locator('.calc-fresh'), `${path}: the calculator went live`).toHaveAttribute('data-source', 'live');
  // The backend's English names do not replace the names the page showed in its language.
  await expect.soft(calculator.getByRole('button', { name: server.names[0]! }).first(), `${path}: the sending country keeps its name`).toBeVisible();
  expect.soft(await calculator.locator('.calc-country-name').allTextContents(), `${path}: the country names stay the server's`).toEqual(server.names);
  // A quiet refresh keeps the entry: the amount reads as the server wrote it (the page's number format).
  await expect.soft(calculator.getByRole('textbox').first(), `${path}: the amount keeps the server's format`).toHaveValue(server.amount!);
  expect.soft(problems.splice(0), `${path}: errors while hydrating`).toEqual([]);
}

test.describe('public-site §4 calculator hydration', () => {
  test('every language\'s home and a corridor page hydrate the calculator with no page or console error', async ({ page }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message.slice(0, 200)}`));
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text().slice(0, 300)}`); });
    for (const home of homes) {
      for (const path of home.pages) {
        // Soft checks: one run names every page that fails, not only the first.
        await test.step(`${home.lang} ${path}`, () => visit(page, path, home.label, problems));
      }
    }
  });
});

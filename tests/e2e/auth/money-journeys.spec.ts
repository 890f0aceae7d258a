// Whole journeys of the money path, as a new sender walks them: the landing calculator in the page's
// language, its button to registration, the signed-in send form with the same corridor and amount,
// the recipient, pay, back and forward, a reload, and the result. Each journey registers its own
// sender (the sandbox keeps one in-memory database per run), so no other test's data shows.
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { isPost, signIn } from './auth-helpers.ts';

type Strings = (key: string) => string;
/** The UI strings a user of that language reads (public/locales); a missing key fails the test. */
function strings(lng: string, ns: string): Strings {
  const dict = JSON.parse(readFileSync(`public/locales/${lng}/${ns}.json`, 'utf8')) as Record<string, string>;
  return (key) => {
    const text = dict[key];
    if (text === undefined) throw new Error(`no ${ns}.${key} in ${lng}`);
    return text;
  };
}

/** The sandbox backend's texts in that language: its forms come in the language the page sends. */
function serverTexts(lng: string): Strings {
  const dict = JSON.parse(readFileSync(`scripts/sandbox/texts/${lng}.json`, 'utf8')) as Record<string, string>;
  return (key) => {
    const text = dict[key];
    if (text === undefined) throw new Error(`no sandbox text ${key} in ${lng}`);
    return text;
  };
}
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A number as the page's language writes it (the one formatter is Intl's). */
const inLocale = (tag: string, value: number) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
/** Reads a formatted figure back ("1.234,50 EUR" in German) in the page's language. */
function figure(text: string, tag: string): number {
  const parts = new Intl.NumberFormat(tag).formatToParts(1234.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const mark = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const digits = text
    .replace(/[^\d.,\u00a0\u202f ]/g, '')
    .trim()
    .split(group)
    .join('')
    .replace(/[\u00a0\u202f ]/g, '')
    .replace(mark, '.');
  return Number(digits);
}
/** Money in cents, so sums compare exactly. */
const cents = (value: number) => Math.round(value * 100);

interface Journey {
  lang: 'en' | 'de' | 'fr';
  tag: string;
  landing: string;
  /** The amount as a person in that language types it. */
  typed: string;
  amount: number;
  from: string;
  to: string;
  /** The sandbox's id of the sending country (ISO 3166-1 numeric). */
  countryId: string;
  /** The sending country's calling code. */
  sendingPrefix: string;
  phone: { pasted: string; prefix: string; national: string };
  width: number;
}

const JOURNEYS: Journey[] = [
  {
    lang: 'en',
    tag: 'en-GB',
    landing: '/send-money/united-kingdom-to-philippines',
    typed: '50.5',
    amount: 50.5,
    from: 'gb',
    to: 'ph',
    countryId: '826',
    sendingPrefix: '44',
    phone: { pasted: '+63 917 123 4567', prefix: '63', national: '9171234567' },
    width: 1440,
  },
  {
    lang: 'de',
    tag: 'de-DE',
    landing: '/de-de/geld-senden/germany-to-turkey',
    typed: '120,75',
    amount: 120.75,
    from: 'de',
    to: 'tr',
    countryId: '276',
    sendingPrefix: '49',
    phone: { pasted: '+90 532 123 45 67', prefix: '90', national: '5321234567' },
    width: 375,
  },
  {
    lang: 'fr',
    tag: 'fr-FR',
    landing: '/fr-fr/envoyer-de-l-argent/france-to-morocco',
    typed: '75,25',
    amount: 75.25,
    from: 'fr',
    to: 'ma',
    countryId: '250',
    sendingPrefix: '33',
    phone: { pasted: '+212 6 12 34 56 78', prefix: '212', national: '612345678' },
    width: 1440,
  },
];

const uniquePhone = () => `4477009${String(Date.now() % 100000).padStart(5, '0')}${Math.floor(Math.random() * 9)}`.slice(0, 12);

async function register(page: Page, journey: Journey, auth: Strings): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: auth('registration.title') })).toBeVisible();
  // The phone starts with the calling code of the calculator's sending country.
  await expect(page.getByRole('button', { name: new RegExp(`\\+${journey.sendingPrefix}$`) })).toBeVisible();
  await page.getByLabel(auth('registration.phone'), { exact: true }).fill(`+${uniquePhone()}`);
  await page.getByLabel(auth('registration.password'), { exact: true }).fill('journey2026');
  await page.getByLabel(auth('registration.name'), { exact: true }).fill('Lena');
  await page.getByLabel(auth('registration.surname'), { exact: true }).fill('Weber');
  await page.getByLabel(auth('registration.email'), { exact: true }).fill(`lena.${Date.now()}@example.com`);
  // The calculator's sending country is already chosen.
  await expect(page.getByLabel(auth('registration.country'), { exact: true })).toHaveValue(journey.countryId);
  await page.getByLabel(auth('registration.agree')).check();
  await page.getByRole('button', { name: auth('registration.submit') }).click();
}

/** Fills whatever recipient fields the corridor's server form asks for. */
async function fillRecipient(page: Page, journey: Journey, server: Strings): Promise<void> {
  await page.getByLabel(server('send.firstName')).fill('Maria');
  await page.getByLabel(startsWith(server('send.lastName'))).fill('Santos');
  const account = page.getByLabel(server('send.account.BANK_ACCOUNT'));
  if (await account.count()) await account.fill('TR330006100519786457841326');
  const phone = page.getByLabel(startsWith(server('send.phone')));
  if (await phone.count()) {
    await phone.fill(journey.phone.pasted);
    await phone.blur();
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  }
}

const summaryValue = (page: Page, label: string) =>
  page
    .locator('.money-summary div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

for (const journey of JOURNEYS) {
  test.describe(`public-site §4 landing calculator → sender-flows §2 send → pay → result (${journey.lang}, ${journey.width} px)`, () => {
    test.use({ viewport: { width: journey.width, height: 900 } });

    test(`${journey.from.toUpperCase()} → ${journey.to.toUpperCase()}: the amount typed on the landing is the amount sent, priced the same on every screen`, async ({ page }) => {
      test.slow();
      const landing = strings(journey.lang, 'landing');
      const auth = strings(journey.lang, 'auth');
      const money = strings(journey.lang, 'money');
      const forms = strings(journey.lang, 'forms');
      const server = serverTexts(journey.lang);
      // Every answer on the way is read as the contract says: the client reports nothing.
      const reports: string[] = [];
      page.on('request', (r) => {
        if (isPost(r, '/exception')) reports.push(r.postData() ?? '');
      });

      // The landing calculator reads the amount in the page's language.
      await page.goto(journey.landing);
      // Astro drops the island's `ssr` mark once hydrated; typing before that is React's to reset.
      await page.locator('astro-island[component-url*="Calculator"]:not([ssr])').first().waitFor({ state: 'attached' });
      const youSend = page.getByLabel(landing('calculator.send.from'), { exact: true });
      await youSend.click();
      await youSend.fill(journey.typed);
      await youSend.blur();
      await expect(youSend).toHaveValue(inLocale(journey.tag, journey.amount));

      // The button starts registration with the corridor; registering continues to that corridor's send form.
      await page
        .getByRole('region', { name: landing('calculator.label') })
        .getByRole('link', { name: landing('calculator.send.button') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/registration\\?.*from=${journey.from}&to=${journey.to}`));
      await register(page, journey, auth);
      await expect(page).toHaveURL(new RegExp(`/auth/send/${journey.from}/${journey.to}\\?`));
      const signedInSend = page.getByLabel(landing('calculator.send.from'), { exact: true });
      await expect(signedInSend).toHaveValue(inLocale(journey.tag, journey.amount), { timeout: 15_000 });
      // A new account is welcomed once.
      const welcome = page.getByRole('dialog', { name: auth('welcome.titleNamed').replace('{name}', 'Lena') });
      await welcome.getByRole('button', { name: auth('welcome.gotIt') }).click();
      await expect(welcome).toBeHidden();

      // The recipient; the phone is posted as one prefix and one national number.
      await fillRecipient(page, journey, server);
      const sent = page.waitForRequest((r: Request) => isPost(r, `/api/send/${journey.from}/${journey.to}`));
      await page.getByRole('button', { name: forms('submit'), exact: true }).click();
      const body = new URLSearchParams((await sent).postData() ?? '');
      expect(Number(body.get('toValues[from_amount]'))).toBe(journey.amount);
      if (body.has('toValues[phone_number]')) {
        expect(body.get('toValues[phone_prefix]')).toBe(journey.phone.prefix);
        expect(body.get('toValues[phone_number]')).toBe(journey.phone.national);
      }

      // Pay: what is charged is the amount plus the fee, to the cent, in the page's language.
      await expect(page).toHaveURL(/\/auth\/pay\?paymentId=\d+$/);
      const payUrl = page.url();
      await expect(page.getByRole('heading', { level: 1, name: money('pay.review') })).toBeVisible();
      const amount = figure(await summaryValue(page, money('pay.amount')).innerText(), journey.tag);
      const fee = figure(await summaryValue(page, money('pay.fee')).innerText(), journey.tag);
      const total = figure(await summaryValue(page, money('pay.total')).innerText(), journey.tag);
      expect(cents(amount)).toBe(cents(journey.amount));
      expect(cents(total)).toBe(cents(amount) + cents(fee));

      // Back to the send page, forward to the same payment, and a reload: the same figures.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/auth/send/${journey.from}/${journey.to}`));
      await expect(page.getByLabel(server('send.firstName'))).toHaveValue('Maria');
      await expect(signedInSend).toHaveValue(inLocale(journey.tag, journey.amount));
      await page.goForward();
      await expect(page).toHaveURL(payUrl);
      await page.reload();
      await expect(summaryValue(page, money('pay.total'))).toHaveText(await summaryValue(page, money('pay.total')).innerText());
      expect(cents(figure(await summaryValue(page, money('pay.total')).innerText(), journey.tag))).toBe(cents(total));

      // Edit on the review returns to the send form with its values; Back returns to the payment.
      await page.getByRole('button', { name: money('pay.editLabel') }).click();
      await expect(page).toHaveURL(/\/auth\/send\//);
      await expect(page.getByLabel(server('send.firstName'))).toHaveValue('Maria');
      await expect(signedInSend).toHaveValue(inLocale(journey.tag, journey.amount));
      await page.goBack();
      await expect(page).toHaveURL(payUrl);
      await expect(summaryValue(page, money('pay.total'))).toBeVisible();

      // On to the card: its step keeps the address's data and shows the same total; a new card pays.
      const totalText = await summaryValue(page, money('pay.total')).innerText();
      await page.getByRole('button', { name: money('pay.continue') }).click();
      await expect(page.getByRole('heading', { level: 1, name: money('pay.title') })).toBeVisible();
      await expect(page.locator('.pay-total strong')).toHaveText(totalText);
      await page.getByRole('radio', { name: money('pay.newCard') }).check();
      await page.getByLabel(server('pay.cardNumber')).fill('4242424242424242');
      await page.getByLabel(server('pay.expiry')).fill('1230');
      await page.getByLabel(server('pay.cvv')).fill('123');
      await page.getByRole('button', { name: money('pay.submit') }).click();
      await expect(page).toHaveURL(/\/waiting\?paymentId=\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(reports, 'problem reports sent on the way').toEqual([]);
    });
  });
}

test.describe('sender-flows §2 request form: one amount, asked for and shared (signed in, 375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('the request asks the payer for the amount the requester typed; the shared page shows it', async ({ page }) => {
    await signIn(page);
    await page.goto('/auth/request/gb/ph?toCurrId=608');
    await expect(page.getByRole('heading', { level: 1, name: 'Request money' })).toBeVisible();
    const youGet = page.getByLabel('You get', { exact: true });
    await expect(youGet).not.toHaveValue('');
    await youGet.fill('2500');
    await youGet.blur();
    await expect(youGet).toHaveValue('2,500.00');
    await page.getByLabel('Payer’s phone').fill('+44-7700-900');
    const created = page.waitForRequest((r) => r.method() === 'POST' && /^\/api\/request\//.test(new URL(r.url()).pathname));
    await page.getByRole('button', { name: 'Create request' }).click();
    await created;
    // The requester's page: the link to copy or share, what they receive and the request's status.
    await expect(page).toHaveURL(/\/auth\/request\/created\?link=%2Fb-[A-Za-z0-9]{6}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your request is ready' })).toBeVisible();
    const link = page.getByLabel('Link to your request');
    await expect(link).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/b-[A-Za-z0-9]{6}$/);
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for payment' })).toBeVisible();
    await expect(page.locator('.request-created-summary')).toContainText('2,500.00');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    // A reload keeps the page; the payer's page is one click away and shows the amount.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your request is ready' })).toBeVisible();
    await page.getByRole('link', { name: 'See the payer’s page' }).click();
    await expect(page).toHaveURL(/\/b-[A-Za-z0-9]{6}$/);
    await page.reload();
    await expect(page.getByText(/2,500\.00/).first()).toBeVisible();
  });
});

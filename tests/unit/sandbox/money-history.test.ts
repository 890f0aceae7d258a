import { describe, expect, it } from 'vitest';
import { SUCCESS_STATUS, TEST_CARDS, WAITING_MS, WAITING_STATUS, type UserScenario } from '../../../scripts/sandbox/catalogue.ts';
import { billHistory, errorCodeBody, pageData, paymentForm, paymentHistory, type PageData, type PaymentHistory } from '../../../src/api/schemas/index.ts';
import { sendPageExtra } from '../../../src/api/schemas/history.ts';
import { readSendPageData, readSendPageExtra } from '../../../src/api/schemas/light-money.ts';
import { signIn as signInAs, useSandbox, type Client } from './harness.ts';
import { draft, newCard, pay } from './money-helpers.ts';

const sandbox = await useSandbox();
const signIn = (scenario: UserScenario): Promise<Client> => signInAs(sandbox, scenario);
const regular = await signIn('regular');

const mainPage = async (tab: Client, query = ''): Promise<PageData> => {
  const answer = await tab.page(`/auth/send/main.page${query}`);
  expect(answer.status, answer.text).toBe(200);
  const parsed = pageData.parse(answer.json);
  // The send page reads its page data and histories without zod: the same answer, read the same.
  expect(readSendPageData(answer.json)).toEqual(parsed);
  expect(readSendPageExtra(parsed.extra)).toEqual(sendPageExtra.parse(parsed.extra));
  return parsed;
};
const payments = (data: PageData): PaymentHistory => paymentHistory.parse(data.extra?.['paymentHistory']);
const months = (history: PaymentHistory) => history.groups.map((g) => `${g.year}-${g.monthValue}`);

describe('sender-flows §7 send main page GET /auth/send/main.page', () => {
  it('holds the send form, the first calculator state to the last destination, the cards and the sender’s data', async () => {
    const data = await mainPage(regular);
    expect(data.auth).toMatchObject({ authUser: true, countryId: 826 });
    // The regular sender last sent to the Philippines (seed-data.ts).
    expect(data.forms?.[0]).toMatchObject({ name: 'send', action: '/api/send/gb/ph' });
    const form = paymentForm.parse(data.paymentForm);
    expect(form).toMatchObject({ deliveryMethod: 'BANK_ACCOUNT', feeText: '0.99', fromAmount: { value: '100.00', currency: 826 }, toAmount: { currency: 608 } });
    expect(data.cards?.map((c) => c.alias)).toEqual(['Everyday Visa', 'Travel card']);
    expect(data.extra).toMatchObject({ email: 'amelia@example.com', showSpecialEmailPromoCode: false, lastPaymentId: payments(data).groups[0]!.records[0]!.paymentId });
    expect(data.extra?.['lastBillId']).toBe(billHistory.parse(data.extra?.['billHistory']).groups[0]!.records[0]!.id);
  });

  it('starts a newcomer on a popular corridor with an empty history and the email promo', async () => {
    const data = await mainPage(await signIn('new'));
    expect(data.forms?.[0]?.action).toBe('/api/send/gb/ph');
    expect(paymentForm.parse(data.paymentForm).feeText).toBe('0.00');
    expect(payments(data)).toEqual({ groups: [], page: 1, nextPage: null });
    expect(billHistory.parse(data.extra?.['billHistory'])).toEqual({ groups: [], page: 1, nextPage: null });
    expect(data.extra).toMatchObject({ lastPaymentId: null, lastBillId: null, showSpecialEmailPromoCode: true });
    expect(data.cards).toEqual([]);
  });

  it('starts a US sender from the United States', async () => {
    const data = await mainPage(await signIn('us'));
    expect(data.forms?.[0]?.action).toMatch(/^\/api\/send\/us\//);
    expect(paymentForm.parse(data.paymentForm).fromAmount.currency).toBe(840);
  });

  it.each(['?page=0', '?page=abc', '?page=-1', '?billPage=1.5', '?page=99999'])('refuses %s with 400 shape 5', async (query) => {
    const answer = await regular.page(`/auth/send/main.page${query}`);
    expect(answer.status).toBe(400);
    expect(errorCodeBody.parse(answer.json).code).toBe('BAD_PAGE');
  });

  it('answers 403 without a session', async () => {
    expect((await sandbox.client().page('/auth/send/main.page')).status).toBe(403);
  });
});

describe('sender-flows §3 Payment history, §4 History: months newest first, 10 a page', () => {
  it('pages the 24 seeded payments 10, 10, 4 with nextPage links, each page grouped by month', async () => {
    const pages = [await mainPage(regular), await mainPage(regular, '?page=2'), await mainPage(regular, '?page=3')].map(payments);
    expect(pages.map((p) => p.groups.flatMap((g) => g.records).length)).toEqual([10, 10, 4]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pages.map((p) => p.nextPage)).toEqual(['/auth/send/main.page?page=2', '/auth/send/main.page?page=3', null]);
    for (const history of pages) {
      for (const group of history.groups) for (const record of group.records) expect([record.submitDate.year, record.submitDate.monthValue]).toEqual([group.year, group.monthValue]);
      const keys = history.groups.map((g) => g.year * 12 + g.monthValue);
      expect(keys).toEqual([...keys].sort((a, b) => b - a));
      expect(new Set(keys).size).toBe(keys.length);
    }
    const records = pages.flatMap((p) => p.groups.flatMap((g) => g.records));
    const dates = records.map((r) => Date.UTC(r.submitDate.year, r.submitDate.monthValue - 1, r.submitDate.dayOfMonth));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(records.map((r) => r.paymentId)).size).toBe(24);
    expect(records[0]).toMatchObject({ toProviderName: 'Bank account · Philippines', payTitle: 'GBP\u00a050.00 to Maria Santos', status: SUCCESS_STATUS });
    expect(records.filter((r) => r.status > SUCCESS_STATUS)).toHaveLength(1);
    expect((await mainPage(regular, '?page=4')).extra?.['paymentHistory']).toEqual({ groups: [], page: 4, nextPage: null });
  });

  it('continues a month cut by a page break on the next page, for the client to merge', async () => {
    const first = payments(await mainPage(regular));
    const second = payments(await mainPage(regular, '?page=2'));
    // Payments are 12 days apart: July 2026 ends page 1 and starts page 2.
    expect(months(first).at(-1)).toBe('2026-7');
    expect(months(second)[0]).toBe('2026-7');
  });

  it('adds a paid transfer on top with its moving status, and leaves drafts out', async () => {
    const tab = await signIn('reaching-limit');
    const before = payments(await mainPage(tab)).groups.flatMap((g) => g.records).length;
    await draft(tab, '20.00');
    expect(payments(await mainPage(tab)).groups.flatMap((g) => g.records)).toHaveLength(before);
    const id = await draft(tab, '21.00');
    await pay(tab, id, newCard(TEST_CARDS.success));
    const top = () => mainPage(tab).then((d) => payments(d).groups[0]!);
    const november = await top();
    expect(november).toMatchObject({ year: 2026, monthValue: 11 });
    expect(november.records[0]).toMatchObject({ paymentId: id, status: WAITING_STATUS, submitDate: { year: 2026, monthValue: 11, dayOfMonth: 21 } });
    expect(november.records).toHaveLength(2);
    sandbox.clock.advance(WAITING_MS);
    const data = await mainPage(tab);
    expect(payments(data).groups[0]!.records[0]).toMatchObject({ paymentId: id, status: SUCCESS_STATUS });
    expect(data.extra?.['lastPaymentId']).toBe(id);
  });
});

describe("sender-flows §3 Payment history: each row names its own delivery method and country in the page's language", () => {
  it('a home-delivery transfer reads as home delivery, in German with lang: de', async () => {
    const tab = await signIn('reaching-limit');
    const home = await draft(tab, '30.00', { to_account: '12 Rizal Street, Manila', phone_number: '9171234567' }, '/auth/send/gb/ph?deliveryMethod=HOME_DELIVERY');
    await pay(tab, home, newCard(TEST_CARDS.success));
    const bank = await draft(tab, '31.00');
    await pay(tab, bank, newCard(TEST_CARDS.success));
    const rows = async (lang: string) => {
      const answer = await tab.request('/auth/send/main.page', { headers: { lang } });
      return Object.fromEntries(
        payments(pageData.parse(answer.json))
          .groups.flatMap((g) => g.records)
          .map((r) => [r.paymentId, r.toProviderName]),
      );
    };
    const german = await rows('de');
    expect(german[home]).toBe('Lieferung nach Hause · Philippinen');
    expect(german[bank]).toBe('Bankkonto · Philippinen');
    expect((await rows('en'))[home]).toBe('Home delivery · Philippines');
    expect((await rows('fr'))[home]).toBe('Livraison à domicile · Philippines');
    const spanish = await rows('es');
    expect(spanish[bank]).toMatch(/ · Filipinas$/);
    // No row of any language names the country in English when the language has its own name.
    for (const lang of ['de', 'es', 'ru', 'zh', 'uk', 'tr']) expect(Object.values(await rows(lang)).filter((name) => name.endsWith('Philippines'))).toEqual([]);
  });
});

describe('sender-flows §3 Bill history', () => {
  it('pages the bills 10 a page by month, newest first, and reports each new bill once', async () => {
    const tab = await signIn('soft-block');
    const first = billHistory.parse((await mainPage(tab)).extra?.['billHistory']);
    const records = first.groups.flatMap((g) => g.records);
    expect(records).toHaveLength(6);
    expect(records.filter((r) => r.newBill)).toHaveLength(2);
    expect(first.nextPage).toBeNull();
    expect(first.groups.map((g) => `${g.year}-${g.monthValue}`)).toEqual(['2026-11', '2026-10', '2026-9', '2026-8']);
    const again = billHistory.parse((await mainPage(tab)).extra?.['billHistory']);
    expect(again.groups.flatMap((g) => g.records).filter((r) => r.newBill)).toEqual([]);
  });

  it('links the next bill page with billPage, apart from the payment page', async () => {
    // The regular sender also owns the six seeded payment requests: 12 bills.
    const first = billHistory.parse((await mainPage(regular, '?page=2')).extra?.['billHistory']);
    expect(first.page).toBe(1);
    expect(first.nextPage).toBe('/auth/send/main.page?billPage=2');
    const second = billHistory.parse((await mainPage(regular, '?billPage=2')).extra?.['billHistory']);
    expect(second.groups.flatMap((g) => g.records)).toHaveLength(2);
    expect(second.nextPage).toBeNull();
  });
});

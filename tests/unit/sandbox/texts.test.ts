import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBackendClient } from '../../../src/api/client.ts';
import { errorList, errorWithMessageText, pageData, submitAnswer } from '../../../src/api/schemas/index.ts';
import { langs } from '../../../src/i18n/languages.ts';
import { langOf, requestLang, TEXT_FILES } from '../../../scripts/sandbox/texts.ts';
import { signIn, useSandbox } from './harness.ts';
import { calculator, formPayload, RECIPIENT } from './money-helpers.ts';

const sandbox = await useSandbox();
const english = TEXT_FILES.en;
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** A request carrying only what requestLang reads. */
const incoming = (headers: Record<string, string>): http.IncomingMessage => ({ headers }) as unknown as http.IncomingMessage;

describe("sender-flows §8 server texts in the user's language", () => {
  describe.each(langs)('the %s translation file', (lang) => {
    const own = TEXT_FILES[lang];

    it('has every sandbox text key, each with the placeholders of the English text', () => {
      const mismatched = Object.keys(english).filter((key) => own[key] === undefined || placeholders(own[key]).join() !== placeholders(english[key]!).join());
      expect(mismatched).toEqual([]);
    });

    it('has no key English lacks and no empty text', () => {
      expect(Object.keys(own).filter((key) => !(key in english))).toEqual([]);
      expect(Object.entries(own).filter(([, text]) => text.trim() === '')).toEqual([]);
    });
  });

  it('reads the language from the lang header, else the lang query, else English', () => {
    const url = (q: string) => new URL(`http://sandbox.local/auth/send/main.page${q}`);
    expect(requestLang(incoming({ lang: 'de' }), url('?lang=fr'))).toBe('de');
    expect(requestLang(incoming({}), url('?lang=fr'))).toBe('fr');
    expect(requestLang(incoming({ lang: 'klingon' }), url(''))).toBe('en');
    expect(requestLang(incoming({}), url(''))).toBe('en');
    // Region tags and the BCP 47 tag of the spec's `in` name the site language.
    expect([langOf('pt-BR'), langOf('id'), langOf('zh-Hans'), langOf('IN')]).toEqual(['pt', 'in', 'zh', 'in']);
  });

  it('answers the send form and its field errors in German for lang: de, in English without a language', async () => {
    const tab = await signIn(sandbox, 'regular');
    const german = pageData.parse((await tab.request('/auth/send/main.page', { headers: { lang: 'de' } })).json);
    const placeholdersOf = (form: typeof german.forms) => Object.fromEntries((form?.[0]?.fields ?? []).filter((f) => f.placeholder).map((f) => [f.name, f.placeholder]));
    expect(placeholdersOf(german.forms)).toMatchObject({ to_name: 'Vorname', to_name_f: 'Nachname', to_account: 'IBAN oder Kontonummer', phone_number: 'Telefonnummer des Empfängers' });
    expect(german.pageTitle).toBe('Geld senden');
    const englishPage = pageData.parse((await tab.page('/auth/send/main.page')).json);
    expect(placeholdersOf(englishPage.forms)).toMatchObject({ to_name: 'First name', to_name_f: 'Last name', to_account: 'IBAN or account number', phone_number: 'Recipient’s phone' });

    const calc = await calculator(tab, '/auth/send/gb/ph');
    const refused = await tab.request(calc.form!.action, { form: formPayload(calc.form!, { ...RECIPIENT, to_name: '', from_amount: '0.5' }), headers: { lang: 'de' } });
    const errors = Object.fromEntries(errorList.parse(submitAnswer.parse(refused.json).validateResultErrors).map((e) => [e.errorCode, e.value]));
    expect(errors).toEqual({ to_name: 'Geben Sie den Vornamen des Empfängers wie im Ausweis ein.' });
    const amount = await tab.request(calc.form!.action, { form: formPayload(calc.form!, { ...RECIPIENT, from_amount: '0.5' }), headers: { lang: 'de' } });
    // The amount in the limit is written the German way, by the site's one money formatter.
    expect(errorList.parse(submitAnswer.parse(amount.json).validateResultErrors)).toEqual([{ errorCode: 'from_amount', value: 'Der Mindestbetrag ist 1,00\u00a0GBP.' }]);
  });

  it('answers a page-data call that names the language in its query (lang added when it changes)', async () => {
    const tab = await signIn(sandbox, 'regular');
    const page = pageData.parse((await tab.page('/auth/mycards?lang=fr')).json);
    expect(page.pageTitle).toBe('Cartes enregistrées');
  });

  it('answers shape-3 server errors in the language asked', async () => {
    const tab = sandbox.client();
    const refused = await tab.request('/api/login/security-check', { form: { phone: '447700900001', password: 'not-the-password' }, headers: { lang: 'es' } });
    expect(errorWithMessageText.parse(refused.json).errorMessage).toBe('El número de teléfono o la contraseña no son correctos.');
  });

  it('the client sends the page language as the lang header with every call', async () => {
    const seen: Array<string | null> = [];
    let language = 'de';
    const client = createBackendClient({
      origin: sandbox.url,
      fetch: async (input, init) => {
        seen.push(new Headers(init?.headers).get('lang'));
        return fetch(input, init);
      },
      language: () => language,
      challenge: async () => 'failed',
      forbidden: () => undefined,
      navigate: () => undefined,
      report: () => undefined,
    });
    await client.pageData('/login');
    language = 'uk';
    await client.get('/api/v1/calculator/send/gb/ph', z.unknown());
    expect(seen).toEqual(['de', 'uk']);
  });
});

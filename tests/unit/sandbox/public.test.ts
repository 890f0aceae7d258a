import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths.ts';
import {
  businessRequestAnswer,
  emailConfirmExtra,
  errorCodeBody,
  errorMap,
  errorWithMessageText,
  inviteAcceptAnswer,
  normaliseErrors,
  pageData,
  requestPage,
  unsubscribeDoneExtra,
  unsubscribeScreenExtra,
  userErrorExtra,
} from '../../../src/api/schemas/index.ts';
import { INVITE_REFUSED_NUMBER, TEST_EMAIL_CODES, TEST_REQUEST_KEYS, testUser } from '../../../scripts/sandbox/catalogue.ts';
import { INVITE_CODES } from '../../../scripts/sandbox/public/invite.ts';
import { formatAmount } from '../../../scripts/sandbox/public/request-pages.ts';
import { MAX_REPORT_BYTES } from '../../../scripts/sandbox/public/exception.ts';
import { useSandbox } from './harness.ts';
import { langs } from '../../../src/i18n/languages.ts';
import { TEXT_FILES } from '../../../scripts/sandbox/texts.ts';

const sandbox = await useSandbox();
const db = sandbox.sandbox.db;
/** The first catalogue sender's invite code (seed: INV1000 onwards). */
const inviteCode = (db.prepare('SELECT invite_code FROM users WHERE phone = ?').get(testUser('regular').phone) as { invite_code: string }).invite_code;

const invite = (json: unknown, lang?: string) => sandbox.client().request(paths.inviteAccept, { json, headers: lang ? { lang } : {} });

describe('public-site §4 §7 invite acceptance', () => {
  it('accepts a phone with code 0, the country of its dialling prefix, and stores it once', async () => {
    const cases: Array<[string, string]> = [
      ['447700900123', 'GB'],
      ['639171234567', 'PH'],
      ['12025550199', 'US'],
      ['77012345678', 'KZ'],
      ['79161234567', 'RU'],
      ['12684641234', 'AG'],
    ]; // 268 464: an Antiguan mobile
    for (const [phone, country] of cases) {
      const answer = await invite({ phone, invite_code: inviteCode });
      expect(answer.status).toBe(200);
      expect(inviteAcceptAnswer.parse(answer.json)).toEqual({ code: 0, countryA2: country, message: null });
    }
    const again = await invite({ phone: '447700900123', invite_code: inviteCode });
    expect(inviteAcceptAnswer.parse(again.json).code).toBe(0);
    const stored = db.prepare('SELECT count(*) AS n FROM invites_accepted WHERE invite_code = ? AND phone = ?').get(inviteCode, '447700900123') as { n: number };
    expect(stored.n).toBe(1);
  });

  it('refuses the catalogue number with a message in the lang header language, English otherwise', async () => {
    const phone = `44${INVITE_REFUSED_NUMBER}`;
    const texts = new Map<string, string>();
    for (const lang of ['en', 'es', 'ru', 'fr', 'de', 'pt', 'pt-BR', 'ja', undefined]) {
      const answer = await invite({ phone, invite_code: inviteCode }, lang);
      expect(answer.status).toBe(200);
      const body = inviteAcceptAnswer.parse(answer.json);
      expect(body.code).toBe(INVITE_CODES.refusedNumber);
      expect(body.message).toBeTruthy();
      texts.set(lang ?? 'none', body.message!);
    }
    expect(new Set(['en', 'es', 'ru', 'fr', 'de', 'pt'].map((l) => texts.get(l))).size).toBe(6);
    expect(texts.get('pt-BR')).toBe(texts.get('pt'));
    expect(texts.get('ja')).toBe(texts.get('en'));
    expect(texts.get('none')).toBe(texts.get('en'));
    expect(db.prepare('SELECT count(*) AS n FROM invites_accepted WHERE phone = ?').get(phone)).toEqual({ n: 0 });
  });

  it('answers a non-zero code with a clear message (400) for a malformed phone or invite code', async () => {
    // Also a number too short for its country ('+44 7700'), one with its country code twice, and
    // landlines (London, Berlin): an invitation goes by SMS.
    for (const phone of ['12345', '12345678901234567', '44abc7700900', 447700900123, '', '0000000', '447700', '44447700900125', '639171234', '442079460958', '493012345678']) {
      const answer = await invite({ phone, invite_code: inviteCode }, 'en');
      expect(answer.status).toBe(400);
      expect(inviteAcceptAnswer.parse(answer.json)).toMatchObject({ code: INVITE_CODES.invalidPhone, countryA2: null });
    }
    for (const code of ['', 'a b', "INV1000' OR 1=1--", 42, 'x'.repeat(40)]) {
      const answer = await invite({ phone: '447700900123', invite_code: code });
      expect(answer.status).toBe(400);
      expect(inviteAcceptAnswer.parse(answer.json).code).toBe(INVITE_CODES.invalidInviteCode);
    }
    const unknown = await invite({ phone: '447700900123', invite_code: 'NOSUCHCODE' }, 'de');
    expect(inviteAcceptAnswer.parse(unknown.json)).toMatchObject({ code: INVITE_CODES.unknownInviteCode });
    expect(inviteAcceptAnswer.parse(unknown.json).message).toMatch(/Einladung/);
  });

  it('answers shape 5 for a wrong content type, bad JSON, a non-object or an unknown field', async () => {
    const tab = sandbox.client();
    const answers = [
      await tab.request(paths.inviteAccept, { form: { phone: '447700900123', invite_code: inviteCode } }),
      await tab.request(paths.inviteAccept, { body: '{"phone":', headers: { 'Content-Type': 'application/json' } }),
      await tab.request(paths.inviteAccept, { json: ['447700900123'] }),
      await tab.request(paths.inviteAccept, { json: { phone: '447700900123', invite_code: inviteCode, admin: true } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([415, 400, 400, 400]);
    for (const answer of answers) errorCodeBody.parse(answer.json);
  });
});

describe('public-site §2 §7 payment-request pages', () => {
  const get = (path: string) => sandbox.client().request(path);

  it('shows an open request with its details, noindex', async () => {
    const answer = await get(paths.requestPage(TEST_REQUEST_KEYS.open));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    const page = requestPage.parse(answer.json);
    expect(page).toMatchObject({
      status: 'success',
      avatar: null,
      currencyCode: 'GBP',
      formatedAmount: '120.00',
      comment: 'Tuition for March',
      fromName: 'Amelia Hart',
      fromFi: 'AH',
      errorText: null,
      homePage: '/',
      country_code: 'ph',
    });
    expect(page.continueWeb).toBe(`/login?request=${TEST_REQUEST_KEYS.open}`);
  });

  it('sends a not-registered recipient to registration, and serves l- and ml- keys on the Libre page', async () => {
    const notRegistered = requestPage.parse((await get(paths.notRegisteredRequestPage(TEST_REQUEST_KEYS.notRegistered))).json);
    expect(notRegistered).toMatchObject({ status: 'success', currencyCode: 'USD', formatedAmount: '200.00' });
    expect(notRegistered.continueWeb).toBe(`/registration?request=${TEST_REQUEST_KEYS.notRegistered}`);
    for (const key of [TEST_REQUEST_KEYS.libre, TEST_REQUEST_KEYS.libreMulti]) {
      const answer = await get(paths.librePage(key));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
      expect(requestPage.parse(answer.json).status).toBe('success');
    }
  });

  it('shows paid and expired requests as their error status, with the bill id and the home page', async () => {
    for (const [key, status] of [
      [TEST_REQUEST_KEYS.paid, 'paid'],
      [TEST_REQUEST_KEYS.expired, 'expired'],
    ] as const) {
      const page = requestPage.parse((await get(paths.requestPage(key))).json);
      expect(page.status).toBe(status);
      expect(page.errorText).toContain(String(page.billId));
      expect(page.homePage).toBe('/');
      expect(page.continueWeb).toBeNull();
    }
  });

  it('answers 404 with status not_found for an unknown key, 400 shape 5 for a malformed key or the wrong prefix', async () => {
    const unknown = await get(paths.requestPage('b-Unknown1'));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-robots-tag')).toBe('noindex');
    expect(requestPage.parse(unknown.json).status).toBe('not_found');
    const bad = [
      paths.requestPage('b-x'),
      paths.requestPage(encodeURIComponent("b-1' OR '1'='1")),
      paths.requestPage(TEST_REQUEST_KEYS.libre),
      paths.notRegisteredRequestPage(TEST_REQUEST_KEYS.libreMulti),
      paths.librePage(TEST_REQUEST_KEYS.open),
      paths.librePage('l-' + 'a'.repeat(33)),
    ];
    for (const path of bad) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
      expect(errorCodeBody.parse(answer.json).code).toBe('INVALID_REQUEST_KEY');
    }
  });

  it('formats amounts with spaces between thousands and 2 decimals', () => {
    expect(formatAmount('1234567.5')).toBe('1 234 567.50');
    expect(formatAmount('999')).toBe('999.00');
    expect(formatAmount('1000.005')).toBe('1 000.01');
  });
});

describe('public-site §2 §4 business request form', () => {
  const valid = { name: 'Ada Lovelace', email: 'ada@engine.example', company: 'Analytical Ltd', message: 'We pay 2,000 freelancers a month.', kind: 'enterprise', lang: 'es' };

  it('stores a valid request and answers {ok: true}', async () => {
    const answer = await sandbox.client().request(paths.businessRequest, { form: valid });
    expect(answer.status).toBe(200);
    expect(businessRequestAnswer.parse(answer.json)).toEqual({ ok: true });
    expect(db.prepare('SELECT name, kind, lang FROM business_requests WHERE email = ?').get(valid.email)).toEqual({ name: valid.name, kind: 'enterprise', lang: 'es' });
  });

  it('answers field errors in shape 2 {errors: {field: {code, body}}}', async () => {
    const answer = await sandbox.client().request(paths.businessRequest, { form: { name: '', email: 'not-an-email', company: 'x'.repeat(121), message: 'Hi', kind: 'retail', lang: 'xx' } });
    expect(answer.status).toBe(400);
    const errors = errorMap.parse(answer.json.errors);
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.code]))).toEqual({ name: 'required', email: 'invalid', company: 'too_long', kind: 'invalid', lang: 'invalid' });
    expect(Object.keys(normaliseErrors(answer.json).fields).sort()).toEqual(['company', 'email', 'kind', 'lang', 'name']);
  });

  it('refuses an unknown field with shape 5', async () => {
    const answer = await sandbox.client().request(paths.businessRequest, { form: { ...valid, phone: '1' } });
    expect(answer.status).toBe(400);
    errorCodeBody.parse(answer.json);
  });
});

describe('sender-flows §2 §7 error report POST /exception', () => {
  it('stores the page address and the error text and answers 204', async () => {
    const answer = await sandbox.client().request(paths.exception, { form: { message: '/auth/send/main.page', exception: 'TypeError: x is undefined' }, headers: { 'User-Agent': 'vitest' } });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(db.prepare('SELECT page, exception, user_agent FROM exceptions ORDER BY id DESC').get()).toEqual({
      page: '/auth/send/main.page',
      exception: 'TypeError: x is undefined',
      user_agent: 'vitest',
    });
  });

  it('refuses with shape 5: missing error text, a page that is no address, over 16 KiB, JSON', async () => {
    const tab = sandbox.client();
    const answers = [
      await tab.request(paths.exception, { form: { message: '/' } }),
      await tab.request(paths.exception, { form: { message: 'javascript:alert(1)', exception: 'x' } }),
      await tab.request(paths.exception, { form: { message: '/', exception: 'x'.repeat(MAX_REPORT_BYTES) } }),
      await tab.request(paths.exception, { json: { message: '/', exception: 'x' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 413, 415]);
    for (const answer of answers) errorCodeBody.parse(answer.json);
  });
});

describe('sender-flows §4 §6 §8 error code page /auth/user-error', () => {
  const userError = async (user: Parameters<typeof testUser>[0], code: string) => {
    const tab = sandbox.client();
    await tab.login(testUser(user));
    return tab.page(`/auth/user-error?code=${code}`);
  };

  it('classifies block codes: soft, hard, frozen, and others', async () => {
    const cases: Array<[string, string | null, boolean]> = [
      ['633', 'SOFT_BLOCK', false],
      ['6001', 'HARD_BLOCK', false],
      ['160', 'HARD_BLOCK', false],
      ['655', null, true],
      ['150', null, true],
      ['404', null, false],
    ];
    for (const [code, level, frozen] of cases) {
      const page = pageData.parse((await userError('regular', code)).json);
      expect(userErrorExtra.parse(page.extra)).toEqual({ code: Number(code), blockLevel: level, frozen });
      expect(page.messages?.['title']).toBeTruthy();
      expect(page.messages?.['errorText']).toContain(code);
    }
  });

  it('uses the standard wording for US users and the alternate one for others on 616 and 642', async () => {
    for (const code of ['616', '642']) {
      const us = pageData.parse((await userError('us', code)).json).messages!;
      const other = pageData.parse((await userError('alternate-wording', code)).json).messages!;
      expect(us['errorText']).not.toBe(other['errorText']);
      expect(us['errorText']).toContain(code);
      expect(other['errorText']).toContain(code);
    }
  });

  it('gives the long text for 658 and 659', async () => {
    for (const code of ['658', '659']) {
      const page = pageData.parse((await userError('regular', code)).json);
      expect(page.messages!['errorText']!.length).toBeGreaterThan(300);
      expect(userErrorExtra.parse(page.extra).blockLevel).toBeNull();
    }
  });

  it("answers in the page's language: German for lang: de on 633", async () => {
    const tab = sandbox.client();
    await tab.login(testUser('regular'));
    const page = pageData.parse((await tab.request('/auth/user-error?code=633', { headers: { lang: 'de' } })).json);
    expect(page.messages).toEqual({
      title: 'Wir konnten diese Überweisung nicht ausführen',
      errorText: 'Unsere Sicherheitsprüfungen haben diese Überweisung angehalten (Code 633). Ihr Konto bleibt aktiv: Sie können eine andere Überweisung versuchen oder sich an den Support wenden.',
    });
    expect(page.pageTitle).toBe(page.messages!['title']);
  });

  it.each(langs.filter((lang) => lang !== 'en'))('answers every kind of code in %s, never the English wording', async (lang) => {
    const tabs = { regular: sandbox.client(), us: sandbox.client(), 'alternate-wording': sandbox.client() } as const;
    for (const [user, tab] of Object.entries(tabs)) await tab.login(testUser(user as keyof typeof tabs));
    const cases: Array<[keyof typeof tabs, string]> = [
      ['regular', '633'],
      ['regular', '6001'],
      ['regular', '655'],
      ['regular', '404'],
      ['us', '616'],
      ['alternate-wording', '616'],
      ['us', '642'],
      ['alternate-wording', '642'],
      ['regular', '658'],
      ['regular', '659'],
    ];
    for (const [user, code] of cases) {
      const own = pageData.parse((await tabs[user].request(`/auth/user-error?code=${code}`, { headers: { lang } })).json).messages!;
      const english = pageData.parse((await tabs[user].page(`/auth/user-error?code=${code}`)).json).messages!;
      expect(own['errorText'], `${lang} ${code}`).toContain(code);
      expect(own['title'], `${lang} ${code}`).not.toBe(english['title']);
      expect(own['errorText'], `${lang} ${code}`).not.toBe(english['errorText']);
      expect(Object.values(TEXT_FILES[lang]), `${lang} ${code}`).toContain(own['title']);
    }
  });

  it('needs a session (403 shape 3) and a code of 1 to 6 digits (400 shape 5)', async () => {
    const anonymous = await sandbox.client().page('/auth/user-error?code=616');
    expect(anonymous.status).toBe(403);
    errorWithMessageText.parse(anonymous.json);
    for (const code of ['', 'abc', '1234567', '-1', '6%2001']) {
      const answer = await userError('regular', code);
      expect(answer.status).toBe(400);
      errorCodeBody.parse(answer.json);
    }
  });
});

describe('sender-flows §2 §7 email links', () => {
  const emailOf = () => db.prepare('SELECT email_confirmed, marketing_emails FROM users WHERE phone = ?').get(testUser('regular').phone) as { email_confirmed: number; marketing_emails: number };

  it('shows the unsubscribe confirm screen, then unsubscribes once', async () => {
    const tab = sandbox.client();
    const screen = pageData.parse((await tab.page(`${paths.emailUnsubscribe}?code=${TEST_EMAIL_CODES.unsubscribe}`)).json);
    expect(unsubscribeScreenExtra.parse(screen.extra)).toEqual({ valid: true, confirmLink: paths.emailUnsubscribeConfirm(TEST_EMAIL_CODES.unsubscribe), homeLink: '/' });
    expect(screen.messages?.['buttonConfirm']).toBeTruthy();
    expect(emailOf().marketing_emails).toBe(1);

    const done = pageData.parse((await tab.page(paths.emailUnsubscribeConfirm(TEST_EMAIL_CODES.unsubscribe))).json);
    expect(unsubscribeDoneExtra.parse(done.extra)).toEqual({ unsubscribed: true, homeLink: '/' });
    expect(emailOf().marketing_emails).toBe(0);
    const usedAt = db.prepare('SELECT used_at FROM email_codes WHERE code = ?').get(TEST_EMAIL_CODES.unsubscribe) as { used_at: number };
    expect(usedAt.used_at).toBe(sandbox.clock.now);

    sandbox.clock.advance(60_000);
    const again = pageData.parse((await tab.page(paths.emailUnsubscribeConfirm(TEST_EMAIL_CODES.unsubscribe))).json);
    expect(unsubscribeDoneExtra.parse(again.extra).unsubscribed).toBe(true);
    expect(db.prepare('SELECT used_at FROM email_codes WHERE code = ?').get(TEST_EMAIL_CODES.unsubscribe)).toEqual(usedAt);
  });

  it('treats an unknown or wrong-kind unsubscribe code as invalid', async () => {
    for (const code of ['nope-nope', TEST_EMAIL_CODES.confirm]) {
      const screen = pageData.parse((await sandbox.client().page(`${paths.emailUnsubscribe}?code=${code}`)).json);
      expect(unsubscribeScreenExtra.parse(screen.extra)).toMatchObject({ valid: false, confirmLink: null });
      expect(screen.messages?.['errorText']).toBeTruthy();
      const done = pageData.parse((await sandbox.client().page(paths.emailUnsubscribeConfirm(code))).json);
      expect(unsubscribeDoneExtra.parse(done.extra).unsubscribed).toBe(false);
    }
  });

  it('confirms the email once; a used or unknown code fails', async () => {
    db.prepare('UPDATE users SET email_confirmed = 0 WHERE phone = ?').run(testUser('regular').phone);
    const ok = pageData.parse((await sandbox.client().page(paths.emailConfirm(TEST_EMAIL_CODES.confirm))).json);
    expect(emailConfirmExtra.parse(ok.extra)).toEqual({ confirmed: true, continueLink: '/auth/profile' });
    expect(emailOf().email_confirmed).toBe(1);
    for (const code of [TEST_EMAIL_CODES.confirm, TEST_EMAIL_CODES.confirmUsed, 'unknown-code', TEST_EMAIL_CODES.unsubscribe]) {
      const failed = pageData.parse((await sandbox.client().page(paths.emailConfirm(code))).json);
      expect(emailConfirmExtra.parse(failed.extra).confirmed, code).toBe(false);
      expect(failed.messages?.['errorText']).toBeTruthy();
    }
  });

  it('refuses a malformed code with 400 shape 5', async () => {
    for (const path of [paths.emailConfirm('a%27%3B--'), paths.emailUnsubscribeConfirm('x'), paths.emailUnsubscribe, `${paths.emailUnsubscribe}?code=${'a'.repeat(65)}`]) {
      const answer = await sandbox.client().page(path);
      expect(answer.status, path).toBe(400);
      errorCodeBody.parse(answer.json);
    }
  });
});

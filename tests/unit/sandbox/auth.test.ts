import { describe, expect, it } from 'vitest';
import { CAPTCHA_PASS, FAILED_LOGINS_BEFORE_CAPTCHA, testUser } from '../../../scripts/sandbox/catalogue.ts';
import { normaliseErrors, pageData, submitAnswer } from '../../../src/api/schemas/index.ts';
import { useSandbox } from './harness.ts';
import { asksForCaptcha } from '../../../src/domain/captcha.ts';

const sandbox = await useSandbox();
const regular = testUser('regular');

describe('sender-flows §7 login security check', () => {
  it('signs in with phone and password, sets an HttpOnly session cookie and a readable signed-in hint', async () => {
    const tab = sandbox.client();
    const answer = await tab.login({ phone: `+${regular.phone.slice(0, 2)} ${regular.phone.slice(2)}` });
    expect(answer.status).toBe(200);
    expect(submitAnswer.parse(answer.json).redirectTo).toBe('/auth/send/main.page');
    const cookies = answer.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('SESSION='))).toMatch(/HttpOnly; ?|HttpOnly$/);
    expect(cookies.find((c) => c.startsWith('SESSION='))).toContain('SameSite=Lax');
    expect(cookies.find((c) => c.startsWith('authUser='))).not.toContain('HttpOnly');
    const page = pageData.parse((await tab.page('/auth/mycards')).json);
    expect(page.auth).toMatchObject({ authUser: true, userName: regular.name, countryId: 826, jwt: null });
  });

  it('marks the session cookie Secure when the visitor came over https', async () => {
    const answer = await sandbox.client().request('/api/login/security-check', {
      form: { phone: regular.phone, password: 'Sandbox-2026' },
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(answer.headers.getSetCookie().every((c) => c.includes('Secure'))).toBe(true);
  });

  it('refuses a wrong password with shape 3 {errorCode, errorMessage} and asks for a captcha after repeated failures', async () => {
    const tab = sandbox.client();
    const phone = testUser('reaching-limit').phone;
    for (let i = 0; i < FAILED_LOGINS_BEFORE_CAPTCHA; i++) {
      const wrong = await tab.request('/api/login/security-check', { form: { phone, password: 'nope' } });
      expect(wrong.status).toBe(401);
      expect(normaliseErrors(wrong.json).server).toMatchObject({ code: 'WRONG_CREDENTIALS' });
      // The answer that makes the captcha necessary says so: the next attempt comes with it.
      expect(asksForCaptcha(wrong.json as Parameters<typeof asksForCaptcha>[0])).toBe(i + 1 >= FAILED_LOGINS_BEFORE_CAPTCHA);
    }
    const blocked = await tab.login({ phone });
    expect(normaliseErrors(blocked.json).server?.code).toBe('CAPTCHA_REQUIRED');
    expect(blocked.json).toMatchObject({ extra: { captchaRequired: true } });
    const passed = await tab.request('/api/login/security-check', { form: { phone, password: 'Sandbox-2026', captcha: CAPTCHA_PASS } });
    expect(passed.status).toBe(200);
  });

  it('refuses unknown fields instead of ignoring them', async () => {
    const answer = await sandbox.client().request('/api/login/security-check', { form: { phone: regular.phone, password: 'x', username: 'y' } });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'UNKNOWN_FIELD' });
  });
});

describe('sender-flows §2 routing and §8 403', () => {
  it('answers 403 to /auth page data without a session', async () => {
    const answer = await sandbox.client().page('/auth/mycards');
    expect(answer.status).toBe(403);
  });

  it('sends a signed-in user who opens home or login on to the send page', async () => {
    const tab = sandbox.client();
    await tab.login(regular);
    for (const path of ['/', '/login']) expect(pageData.parse((await tab.page(path)).json).redirectTo).toBe('/auth/send/main.page');
    expect(pageData.parse((await sandbox.client().page('/login')).json).redirectTo).toBeUndefined();
  });

  it('logs out only when signed in, clearing both cookies', async () => {
    const tab = sandbox.client();
    expect((await tab.request('/logout')).status).toBe(403);
    await tab.login(regular);
    const out = await tab.request('/logout');
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ redirectTo: '/' });
    expect(tab.cookies.size).toBe(0);
    expect((await tab.page('/auth/profile')).status).toBe(403);
  });

  it('refuses a POST whose Origin is another site', async () => {
    const answer = await sandbox.client().request('/api/login/security-check', {
      form: { phone: regular.phone, password: 'Sandbox-2026' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
  });
});

describe('sender-flows §7 registration', () => {
  it('lists every invalid field in shape 1 (validateResultErrors) and keeps nothing', async () => {
    const answer = await sandbox.client().request('/api/registration', { form: { phone: '12', password: 'short', name: '', surname: 'X', email: 'no', country: '999' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(normaliseErrors(answer.json).fields).sort()).toEqual(['agree', 'country', 'email', 'name', 'password', 'phone']);
  });

  it('says what is wrong with each field: the phone for its country, the password rule it breaks', async () => {
    const answer = await sandbox
      .client()
      .request('/api/registration', { form: { phone: '+44 7700', password: 'abc', name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', country: '826', agree: 'on' } });
    const fields = normaliseErrors(answer.json).fields;
    expect(fields['phone']?.message).toBe('This phone number is too short for a mobile number with +44.');
    expect(fields['password']?.message).toBe('Use 8 to 128 characters with at least one letter and one digit.');
    const doubled = await sandbox
      .client()
      .request('/api/registration', { form: { phone: '44447700900125', password: 'abcdefgh', name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', country: '826', agree: 'on' } });
    expect(normaliseErrors(doubled.json).fields['phone']?.message).toBe('This phone number has the country code +44 twice. Send the number without it.');
    expect(normaliseErrors(doubled.json).fields['password']?.message).toBe('Use 8 to 128 characters with at least one letter and one digit.');
  });

  it('creates a new sender who is signed in at once and marked new', async () => {
    const tab = sandbox.client();
    const answer = await tab.request('/api/registration', {
      form: { phone: '+49 1511 2345678', password: 'Neu-Konto-1', name: 'Jürgen', surname: "O'Neill", email: 'j@example.de', country: '276', agree: 'on' },
    });
    expect(answer.status).toBe(200);
    const page = pageData.parse((await tab.page('/auth/profile')).json);
    expect(page.auth).toMatchObject({ authUser: true, isNewUser: true, userName: 'Jürgen', countryId: 276 });
    const again = await sandbox.client().request('/api/registration', {
      form: { phone: '4915112345678', password: 'Neu-Konto-1', name: 'A', surname: 'B', email: 'a@example.de', country: '276', agree: 'on' },
    });
    expect(normaliseErrors(again.json).fields['phone']?.message).toMatch(/already/);
  });
});

describe('sender-flows §8 generic answers', () => {
  it('answers 405 with Allow when a call exists under another method', async () => {
    const answer = await sandbox.client().request('/api/login/security-check');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(normaliseErrors(answer.json).server?.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers 404 in shape 5 for an unknown API path', async () => {
    const answer = await sandbox.client().request('/api/nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ code: 'NOT_FOUND' });
  });
});

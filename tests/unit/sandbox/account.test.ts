import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths.ts';
import { normaliseErrors, pageData, submitAnswer, type StoredCard } from '../../../src/api/schemas/index.ts';
import { ALIAS_MAX_CHARS } from '../../../scripts/sandbox/account/cards.ts';
import { cardExpired } from '../../../scripts/sandbox/money/cards.ts';
import { INVITES_PER_DAY } from '../../../scripts/sandbox/account/invites.ts';
import { cardsAnswer, documentFrame, inviteExtra, kycState, profileExtra } from '../../../src/api/schemas/account.ts';
import { TEST_EMAIL_CODES, testUser, type UserScenario } from '../../../scripts/sandbox/catalogue.ts';
import { useSandbox, type Answer, type Client } from './harness.ts';

const sandbox = await useSandbox();
const regular = testUser('regular');

async function signedIn(scenario: UserScenario = 'regular'): Promise<Client> {
  const tab = sandbox.client();
  expect((await tab.login(testUser(scenario))).status).toBe(200);
  return tab;
}

/** Shape 5 of sender-flows §8: {code, body}. */
function expectShape5(answer: Answer, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.json).toEqual({ code, body: expect.any(String) });
  expect(normaliseErrors(answer.json).server?.code).toBe(code);
}

/** Shape 2 of sender-flows §8: errors: {field: {code, body}}. */
function fieldCodes(answer: Answer): Record<string, string> {
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.json)).toEqual(['errors']);
  return Object.fromEntries(Object.entries(normaliseErrors(answer.json).fields).map(([name, error]) => [name, error.code]));
}

const cardsOf = async (tab: Client): Promise<StoredCard[]> => pageData.parse((await tab.page('/auth/mycards')).json).cards ?? [];

describe('sender-flows §3 stored cards: /auth/mycards page data', () => {
  it('lists the saved cards masked, with logo, expiry flag and a rename form each', async () => {
    const tab = await signedIn();
    const page = pageData.parse((await tab.page('/auth/mycards')).json);
    expect(page.auth.userName).toBe(regular.name);
    expect(page.cards).toEqual([
      { id: expect.any(Number), alias: 'Everyday Visa', paymentSystem: 'VISA', pan: '•••• 4242', cardExpired: false, logo: '/media/payment-systems/visa.svg' },
      { id: expect.any(Number), alias: 'Travel card', paymentSystem: 'MASTERCARD', pan: '•••• 4444', cardExpired: true, logo: '/media/payment-systems/mastercard.svg' },
    ]);
    const visa = page.cards![0]!;
    const rename = page.forms!.find((f) => f.name === `cardRename-${visa.id}`)!;
    expect(rename.action).toBe(paths.cardRename);
    expect(rename.fields.map((f) => [f.name, f.type, f.value])).toEqual([
      ['id', 'hidden', String(visa.id)],
      ['alias', 'text', 'Everyday Visa'],
    ]);
    expect(rename.fields[1]).toMatchObject({ mandatory: true, maxLength: ALIAS_MAX_CHARS });
  });

  it.each([
    ['11/26', Date.UTC(2026, 10, 30, 23, 59, 59), false],
    ['11/26', Date.UTC(2026, 11, 1), true],
    ['12/26', Date.UTC(2026, 11, 31, 23), false],
    ['12/26', Date.UTC(2027, 0, 1), true],
    ['13/26', Date.UTC(2020, 0, 1), true],
    ['1/26', Date.UTC(2020, 0, 1), true],
  ])('card expiring %s is expired at %s: %s (valid through the last day of the month)', (expiry, now, expired) => {
    expect(cardExpired(expiry, now)).toBe(expired);
  });

  it('answers 403 without a session', async () => {
    const guest = sandbox.client();
    expect((await guest.page('/auth/mycards')).status).toBe(403);
    expect((await guest.request(paths.cardRename, { form: { id: '1', alias: 'x' } })).status).toBe(403);
    expect((await guest.request(paths.cardDelete, { form: { id: '1' } })).status).toBe(403);
  });
});

describe('sender-flows §4 cards: rename (POST /api/auth/mycards/rename)', () => {
  it('renames a card, trimming the alias, and answers the updated cards', async () => {
    const tab = await signedIn();
    const [visa] = await cardsOf(tab);
    const answer = await tab.request(paths.cardRename, { form: { id: String(visa!.id), alias: '  Salary card  ' } });
    expect(answer.status).toBe(200);
    expect(cardsAnswer.parse(answer.json).cards[0]).toMatchObject({ id: visa!.id, alias: 'Salary card' });
    expect((await cardsOf(tab))[0]!.alias).toBe('Salary card');
  });

  it(`accepts ${ALIAS_MAX_CHARS} characters counted as the user sees them (emoji count once)`, async () => {
    const tab = await signedIn();
    const [visa] = await cardsOf(tab);
    const alias = '💳'.repeat(ALIAS_MAX_CHARS);
    const answer = await tab.request(paths.cardRename, { form: { id: String(visa!.id), alias } });
    expect(cardsAnswer.parse(answer.json).cards[0]!.alias).toBe(alias);
  });

  it.each([
    ['an empty alias', '   ', 'ALIAS_REQUIRED'],
    ['41 characters', 'x'.repeat(ALIAS_MAX_CHARS + 1), 'ALIAS_TOO_LONG'],
    ['a tab', 'My\tcard', 'ALIAS_INVALID'],
    ['a C1 control character', 'My\u0085card', 'ALIAS_INVALID'],
    ['a right-to-left override', 'My\u202ecard', 'ALIAS_INVALID'],
  ])('refuses %s with shape 5', async (_name, alias, code) => {
    const tab = await signedIn();
    const [visa] = await cardsOf(tab);
    expectShape5(await tab.request(paths.cardRename, { form: { id: String(visa!.id), alias } }), 400, code);
  });

  it('refuses an id that is not a whole number', async () => {
    const tab = await signedIn();
    for (const id of ['', 'abc', '1.5', '-1', '1e3', "1' OR 1=1 --"]) expectShape5(await tab.request(paths.cardRename, { form: { id, alias: 'x' } }), 400, 'INVALID_CARD_ID');
    expectShape5(await tab.request(paths.cardRename, { form: { alias: 'x' } }), 400, 'INVALID_CARD_ID');
  });

  it("answers someone else's card exactly like an unknown one: 404 shape 5, nothing changed", async () => {
    const other = await signedIn('us');
    const [theirs] = await cardsOf(other);
    const tab = await signedIn();
    expectShape5(await tab.request(paths.cardRename, { form: { id: String(theirs!.id), alias: 'Mine now' } }), 404, 'CARD_NOT_FOUND');
    expectShape5(await tab.request(paths.cardRename, { form: { id: '999999', alias: 'x' } }), 404, 'CARD_NOT_FOUND');
    expect((await cardsOf(other))[0]!.alias).toBe(theirs!.alias);
  });
});

describe('sender-flows §4 cards: delete (POST /api/auth/mycards/delete)', () => {
  it('deletes a card: it leaves the answer and the page data, and cannot be renamed or deleted again', async () => {
    const tab = await signedIn('soft-block');
    const [, travel] = await cardsOf(tab);
    const answer = await tab.request(paths.cardDelete, { form: { id: String(travel!.id) } });
    expect(answer.status).toBe(200);
    expect(cardsAnswer.parse(answer.json).cards.map((c) => c.id)).not.toContain(travel!.id);
    const page = pageData.parse((await tab.page('/auth/mycards')).json);
    expect(page.cards!.map((c) => c.id)).not.toContain(travel!.id);
    expect(page.forms!.map((f) => f.name)).not.toContain(`cardRename-${travel!.id}`);
    expectShape5(await tab.request(paths.cardDelete, { form: { id: String(travel!.id) } }), 404, 'CARD_NOT_FOUND');
    expectShape5(await tab.request(paths.cardRename, { form: { id: String(travel!.id), alias: 'back' } }), 404, 'CARD_NOT_FOUND');
  });

  it("refuses someone else's card, a bad id and unknown fields", async () => {
    const other = await signedIn('us');
    const [theirs] = await cardsOf(other);
    const tab = await signedIn('soft-block');
    expectShape5(await tab.request(paths.cardDelete, { form: { id: String(theirs!.id) } }), 404, 'CARD_NOT_FOUND');
    expectShape5(await tab.request(paths.cardDelete, { form: { id: 'x' } }), 400, 'INVALID_CARD_ID');
    expectShape5(await tab.request(paths.cardDelete, { form: { id: String(theirs!.id), alias: 'x' } }), 400, 'UNKNOWN_FIELD');
    expect(await cardsOf(other)).toHaveLength(2);
  });
});

describe('sender-flows §2 profile: /auth/profile page data', () => {
  it('has the profile form (name and surname read-only) and the account facts in extra', async () => {
    const tab = await signedIn();
    const page = pageData.parse((await tab.page('/auth/profile')).json);
    const profile = page.forms!.find((f) => f.name === 'profile')!;
    expect(profile.action).toBe(paths.profile);
    expect(profile.fields.map((f) => [f.name, f.type, f.value, f.isReadOnly])).toEqual([
      ['name', 'text', regular.name, true],
      ['surname', 'text', regular.surname, true],
      ['email', 'email', regular.email, false],
      ['marketing_emails', 'checkbox', 'true', false],
    ]);
    expect(profileExtra.parse(page.extra)).toEqual({ email: regular.email, emailConfirmed: true, amlLevel: regular.amlLevel, phone: '+44••••••0001' });
  });

  it('answers 403 without a session', async () => {
    const guest = sandbox.client();
    expect((await guest.page('/auth/profile')).status).toBe(403);
    expect((await guest.request(paths.profile, { form: { email: 'a@example.com' } })).status).toBe(403);
  });
});

describe('sender-flows §7 profile submit (POST /api/auth/profile)', () => {
  it('saves the marketing choice; an unchanged email stays confirmed and posted read-only fields are accepted unchanged', async () => {
    const tab = await signedIn('reaching-limit');
    const user = testUser('reaching-limit');
    const answer = await tab.request(paths.profile, { form: { name: user.name, surname: user.surname, email: user.email.toUpperCase() } });
    expect(answer.status).toBe(200);
    const saved = submitAnswer.parse(answer.json);
    expect(profileExtra.parse(saved.extra)).toMatchObject({ emailConfirmed: true });
    expect(saved.extra).not.toHaveProperty('sandboxEmailConfirmLink');
    const page = pageData.parse((await tab.page('/auth/profile')).json);
    expect(page.forms![0]!.fields.find((f) => f.name === 'marketing_emails')!.value).toBe('false');
    await tab.request(paths.profile, { form: { email: user.email, marketing_emails: 'on' } });
    expect(pageData.parse((await tab.page('/auth/profile')).json).forms![0]!.fields.find((f) => f.name === 'marketing_emails')!.value).toBe('true');
  });

  it('a new email is unconfirmed until its link is opened; older confirm links stop working', async () => {
    const tab = await signedIn();
    const answer = await tab.request(paths.profile, { form: { email: ' amelia.hart@example.org ', marketing_emails: 'true' } });
    expect(answer.status).toBe(200);
    const extra = profileExtra.parse(submitAnswer.parse(answer.json).extra);
    expect(extra).toMatchObject({ email: 'amelia.hart@example.org', emailConfirmed: false });
    const code = extra.sandboxEmailConfirmLink!.slice('/email/confirm/'.length);
    const db = sandbox.sandbox.db;
    expect(db.prepare('SELECT kind, used_at FROM email_codes WHERE code = ?').get(code)).toEqual({ kind: 'confirm', used_at: null });
    expect(db.prepare('SELECT used_at FROM email_codes WHERE code = ?').get(TEST_EMAIL_CODES.confirm)).toEqual({ used_at: expect.any(Number) });
    const page = pageData.parse((await tab.page('/auth/profile')).json);
    expect(profileExtra.parse(page.extra)).toMatchObject({ email: 'amelia.hart@example.org', emailConfirmed: false });
    expect(page.extra).not.toHaveProperty('sandboxEmailConfirmLink');
  });

  it('lists every field error in shape 2 and saves nothing', async () => {
    const tab = await signedIn('low-risk-limit');
    const user = testUser('low-risk-limit');
    const answer = await tab.request(paths.profile, { form: { name: 'Someone', surname: user.surname, email: 'not-an-email', marketing_emails: 'maybe' } });
    expect(fieldCodes(answer)).toEqual({ name: 'READ_ONLY', email: 'INVALID', marketing_emails: 'INVALID' });
    expect(fieldCodes(await tab.request(paths.profile, { form: { email: '  ' } }))).toEqual({ email: 'REQUIRED' });
    expect(fieldCodes(await tab.request(paths.profile, { form: {} }))).toEqual({ email: 'REQUIRED' });
    expect(fieldCodes(await tab.request(paths.profile, { form: { email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` } }))).toEqual({ email: 'INVALID' });
    expect(fieldCodes(await tab.request(paths.profile, { form: { email: "x' OR 1=1 --@example.com" } }))).toEqual({ email: 'INVALID' });
    expect(profileExtra.parse(pageData.parse((await tab.page('/auth/profile')).json).extra).email).toBe(user.email);
  });
});

describe('sender-flows §1 invite friends: /auth/profile/invite-friends', () => {
  it('gives the invite code, the referral link, the invites sent and the invite form', async () => {
    const tab = await signedIn();
    const page = pageData.parse((await tab.page('/auth/profile/invite-friends')).json);
    expect(inviteExtra.parse(page.extra)).toEqual({ inviteCode: 'INV1000', inviteLink: '/referral/INV1000', invitesSent: [], showInviteCodeReferralButton: true });
    const invite = page.forms!.find((f) => f.name === 'inviteFriends')!;
    expect(invite.action).toBe(paths.inviteFriends);
    expect(invite.fields.map((f) => [f.name, f.type, f.mandatory])).toEqual([['phone', 'phone', true]]);
  });

  it('hides the referral button for frozen and hard-blocked senders', async () => {
    for (const scenario of ['frozen', 'hard-block'] as const) {
      const page = pageData.parse((await (await signedIn(scenario)).page('/auth/profile/invite-friends')).json);
      expect(inviteExtra.parse(page.extra).showInviteCodeReferralButton).toBe(false);
    }
  });

  it('sends an invite and lists it masked, newest first', async () => {
    const tab = await signedIn('alternate-wording');
    const first = await tab.request(paths.inviteFriends, { form: { phone: '+44 7700 900123' } });
    expect(first.status).toBe(200);
    expect(submitAnswer.parse(first.json).messages?.['successText']).toContain('+44••••••0123');
    sandbox.clock.advance(1000);
    await tab.request(paths.inviteFriends, { form: { phone: '639171234567' } });
    const page = pageData.parse((await tab.page('/auth/profile/invite-friends')).json);
    expect(inviteExtra.parse(page.extra).invitesSent.map((i) => i.phone)).toEqual(['+63••••••4567', '+44••••••0123']);
  });

  it.each([
    ['', 'REQUIRED'],
    ['+44 7700-900123', 'INVALID_PHONE'],
    ['1234567', 'INVALID_PHONE'],
    ['12345678901234567', 'INVALID_PHONE'],
    ['phone', 'INVALID_PHONE'],
    ["1' OR 1=1 --", 'INVALID_PHONE'],
    ['+44 7700 900009', 'OWN_PHONE'],
    // sender-flows §5 phone input: the country code twice, or a length no mobile number has.
    ['44447700900125', 'DOUBLED_COUNTRY_CODE'],
    ['+44 44 7700 900125', 'DOUBLED_COUNTRY_CODE'],
    ['+44 7700 9001', 'INVALID_PHONE'],
    ['+63 917 123 45678', 'INVALID_PHONE'],
    // An invitation goes by SMS: a landline of the right length is no mobile number.
    ['+44 20 7946 0958', 'INVALID_PHONE'],
    ['442079460958', 'INVALID_PHONE'],
    ['+49 30 12345678', 'INVALID_PHONE'],
  ])('refuses %j with shape 2 (%s)', async (phone, code) => {
    const tab = await signedIn('alternate-wording');
    expect(fieldCodes(await tab.request(paths.inviteFriends, { form: { phone } }))).toEqual({ phone: code });
  });

  it('says a landline is not a mobile number, with the rule the invite forms use', async () => {
    const tab = await signedIn('alternate-wording');
    const answer = await tab.request(paths.inviteFriends, { form: { phone: '442079460958' } });
    expect(normaliseErrors(answer.json).fields['phone']?.message).toBe('This is not a mobile number. The invitation goes by text message: send a mobile number with +44.');
  });

  it('refuses the same friend twice, however the number is written', async () => {
    const tab = await signedIn('alternate-wording');
    expect(fieldCodes(await tab.request(paths.inviteFriends, { form: { phone: '447700900123' } }))).toEqual({ phone: 'ALREADY_INVITED' });
  });

  it(`allows ${INVITES_PER_DAY} invitations a day`, async () => {
    let tab = await signedIn('us');
    for (let i = 0; i < INVITES_PER_DAY; i++) expect((await tab.request(paths.inviteFriends, { form: { phone: `1202555${String(i).padStart(4, '0')}` } })).status).toBe(200);
    expect(fieldCodes(await tab.request(paths.inviteFriends, { form: { phone: '12025559999' } }))).toEqual({ phone: 'TOO_MANY_INVITES' });
    sandbox.clock.advance(24 * 60 * 60 * 1000);
    tab = await signedIn('us');
    expect((await tab.request(paths.inviteFriends, { form: { phone: '12025559999' } })).status).toBe(200);
  });

  it('answers 403 without a session', async () => {
    const guest = sandbox.client();
    expect((await guest.page('/auth/profile/invite-friends')).status).toBe(403);
    expect((await guest.request(paths.inviteFriends, { form: { phone: '447700900123' } })).status).toBe(403);
  });
});

describe('sender-flows §2 KYC: /auth/kyc/ca page data', () => {
  const kyc = async (scenario: UserScenario, path = '/auth/kyc/ca') => {
    const answer = await (await signedIn(scenario)).page(path);
    expect(answer.status).toBe(200);
    return kycState.parse(pageData.parse(answer.json).extra);
  };

  it.each([
    ['regular', 'none', 0, false],
    ['new', 'none', 4, false],
    ['reaching-limit', 'none', 4, false],
    ['low-risk-limit', 'verifying', 0, false],
    ['frozen', 'failed', 4, false],
    ['us', 'none', 0, true],
  ] as const)('%s sender: status %s, %i documents needed, hasSumsub %s', async (scenario, status, documents, hasSumsub) => {
    const state = await kyc(scenario);
    expect(state).toMatchObject({ status, hasSumsub, current_aml_level: testUser(scenario).amlLevel });
    expect(state.documentsNeeded).toHaveLength(documents);
  });

  it.each([
    ['en', 'Passport'],
    ['de', 'Reisepass'],
    ['zh', '护照'],
  ])('the documents are named in the page language (%s)', async (lang, passport) => {
    const answer = await (await signedIn('new')).page(`/auth/kyc/ca?lang=${lang}`);
    const state = kycState.parse(pageData.parse(answer.json).extra);
    expect(state.documentsNeeded.find((d) => d.type === 'passport')?.title).toBe(passport);
  });

  it('offers each identity document with the frame that captures it', async () => {
    expect((await kyc('new')).documentsNeeded).toEqual([
      { type: 'passport', title: 'Passport', frameURL: '/auth/kyc/ca/onfido/frame/passport' },
      { type: 'driving_licence', title: 'Driving licence', frameURL: '/auth/kyc/ca/onfido/frame/driving_licence' },
      { type: 'residence_permit', title: 'Residence permit', frameURL: '/auth/kyc/ca/onfido/frame/residence_permit' },
      { type: 'national_identity_card', title: 'National identity card', frameURL: '/auth/kyc/ca/onfido/frame/national_identity_card' },
    ]);
  });

  it('shows verifying after the frame succeeded and failed after it failed', async () => {
    expect(await kyc('new', '/auth/kyc/ca?docCheckResult=success')).toMatchObject({ status: 'verifying', documentsNeeded: [] });
    expect((await kyc('new', '/auth/kyc/ca?docCheckResult=fail&customErrorInfo=camera')).status).toBe('failed');
    expect((await kyc('low-risk-limit', '/auth/kyc/ca?docCheckResult=fail')).status).toBe('verifying');
  });

  it('refuses an unknown user type with 400 shape 5, and answers 403 without a session', async () => {
    expectShape5(await (await signedIn()).page('/auth/kyc/xx'), 400, 'INVALID_USERTYPE');
    expect((await sandbox.client().page('/auth/kyc/ca')).status).toBe(403);
  });
});

describe('sender-flows §4 sender document frame: /auth/kyc/{userType}/{doc-check}/frame/{documentType}', () => {
  it('gives an access token and same-origin success and fail URLs that keep the query string', async () => {
    const tab = await signedIn('new');
    const answer = await tab.page('/auth/kyc/ca/onfido/frame/passport?from=pay&paymentId=12');
    const frame = documentFrame.parse(pageData.parse(answer.json).extra);
    expect(frame).toMatchObject({ userType: 'ca', docCheck: 'onfido', documentType: 'passport' });
    expect(frame.successURL).toBe('/auth/kyc/ca?from=pay&paymentId=12&docCheckResult=success');
    expect(frame.failURL).toBe('/auth/kyc/ca?from=pay&paymentId=12&docCheckResult=fail');
    const again = documentFrame.parse(pageData.parse((await tab.page('/auth/kyc/ca/onfido/frame/passport')).json).extra);
    expect(again.token).not.toBe(frame.token);
    expect(again.successURL).toBe('/auth/kyc/ca?docCheckResult=success');
    expect(kycState.parse(pageData.parse((await tab.page(frame.successURL)).json).extra).status).toBe('verifying');
    expect(kycState.parse(pageData.parse((await tab.page(`${frame.failURL}&customErrorInfo=blurry`)).json).extra).status).toBe('failed');
  });

  it('keeps hostile queries inert: encoded, same-origin, one result marker', async () => {
    const tab = await signedIn('new');
    const answer = await tab.page('/auth/kyc/ba/sumsub/frame/residence_permit?next=//evil.example&docCheckResult=fail&customErrorInfo=x&q=%3Cscript%3E');
    const frame = documentFrame.parse(pageData.parse(answer.json).extra);
    for (const url of [frame.successURL, frame.failURL]) {
      const parsed = new URL(url, 'https://site.example');
      expect(parsed.origin).toBe('https://site.example');
      expect(parsed.pathname).toBe('/auth/kyc/ba');
      expect(parsed.searchParams.getAll('docCheckResult')).toHaveLength(1);
      expect(parsed.searchParams.has('customErrorInfo')).toBe(false);
      expect(url).not.toContain('<');
    }
    expect(new URL(frame.successURL, 'https://site.example').searchParams.get('next')).toBe('//evil.example');
  });

  it.each([
    ['an unknown user type', 'INVALID_USERTYPE', '/auth/kyc/xx/onfido/frame/passport'],
    ['an unknown document check', 'INVALID_DOCCHECK', '/auth/kyc/ca/veriff/frame/passport'],
    ['an unknown document type', 'INVALID_DOCUMENTTYPE', '/auth/kyc/ca/onfido/frame/selfie'],
    ['a path in the document type', 'INVALID_DOCUMENTTYPE', '/auth/kyc/ca/onfido/frame/..%2F..%2Fetc'],
    ['a query over 2048 characters', 'QUERY_TOO_LONG', `/auth/kyc/ca/onfido/frame/passport?q=${'x'.repeat(3000)}`],
  ])('refuses %s with 400 shape 5 (%s)', async (_name, code, path) => {
    expectShape5(await (await signedIn()).page(path), 400, code);
  });

  it('answers 403 without a session', async () => {
    expect((await sandbox.client().page('/auth/kyc/ca/onfido/frame/passport')).status).toBe(403);
  });
});

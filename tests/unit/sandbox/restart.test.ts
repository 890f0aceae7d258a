// Restarts keep everything (issue 3, Persistence): a file database is written through every
// write call, the sandbox is stopped and started again on the same file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths.ts';
import { antiFraudState, helpSearchAnswer, pageData, submitAnswer } from '../../../src/api/schemas/index.ts';
import { inviteExtra, profileExtra } from '../../../src/api/schemas/account.ts';
import { TEST_EMAIL_CODES, TEST_IDENTITY_CHECKS, TEST_USERS, WAITING_MS, testUser } from '../../../scripts/sandbox/catalogue.ts';
import type { Db } from '../../../scripts/sandbox/db.ts';
import { startSandbox, type Client, type Running } from './harness.ts';
import { calculator, draft, formPayload, newCard, pay } from './money-helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-restart-'));
const databasePath = join(dir, 'sandbox.sqlite');
const running: Running[] = [];
afterAll(async () => {
  for (const sandbox of running) await sandbox.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<Running> {
  const sandbox = await startSandbox({ databasePath });
  running.push(sandbox);
  return sandbox;
}

async function stop(sandbox: Running): Promise<void> {
  running.splice(running.indexOf(sandbox), 1);
  await sandbox.stop();
}

/** Every row of every table: a restart must neither lose nor change a row, nor seed again. */
function tableRows(db: Db): Record<string, unknown[]> {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{ name: string }>;
  return Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]));
}

const ok = async (answer: Promise<{ status: number; text: string }>): Promise<void> => {
  const { status, text } = await answer;
  expect(status, text.slice(0, 300)).toBeLessThan(300);
};

describe('sender-flows §7 sandbox persistence: a restart keeps users, sessions, cards, payments, messages and invites', () => {
  const newcomer = { phone: '4915112345678', password: 'Neu-Konto-1' };
  let first: Running;
  let before: Record<string, unknown[]>;
  let regularTab: Client;
  let newcomerTab: Client;
  let paidId: number;

  it('writes through every write call on a fresh file database', async () => {
    first = await start();
    const seeded = tableRows(first.sandbox.db);
    expect(seeded['users']).toHaveLength(TEST_USERS.length);

    // Registration and sign-in (sessions).
    newcomerTab = first.client();
    await ok(newcomerTab.request(paths.registration, { form: { ...newcomer, name: 'Jürgen', surname: 'Weber', email: 'j@example.de', country: '276', agree: 'on' } }));
    regularTab = first.client();
    await ok(regularTab.login(testUser('regular')));

    // The account: cards, invite, profile and its email confirmation, a closed message.
    const cards = pageData.parse((await regularTab.page('/auth/mycards')).json).cards!;
    await ok(regularTab.request(paths.cardRename, { form: { id: String(cards[0]!.id), alias: 'Kept after restart' } }));
    await ok(regularTab.request(paths.cardDelete, { form: { id: String(cards[1]!.id) } }));
    await ok(regularTab.request(paths.inviteFriends, { form: { phone: '+44 7700 900123' } }));
    const saved = await regularTab.request(paths.profile, { form: { email: 'amelia.new@example.com', marketing_emails: 'false' } });
    await ok(regularTab.request(String(profileExtra.parse(submitAnswer.parse(saved.json).extra).sandboxEmailConfirmLink)));
    await ok(regularTab.request(paths.emailUnsubscribeConfirm(TEST_EMAIL_CODES.unsubscribe)));
    const message = pageData.parse((await regularTab.page('/auth/profile')).json).messageBodyMessages![0]!;
    await ok(regularTab.request(`${paths.closeMessage(true)}?messageId=${message.messageId}&expire${message.expires}`, { method: 'POST' }));

    // Money: a transfer paid with a new card that is saved, an SMS notice, a bill.
    paidId = await draft(regularTab, '100.05');
    await ok(pay(regularTab, paidId, newCard('5555555555554444', { save_card: 'on' })));
    first.clock.advance(WAITING_MS);
    await ok(regularTab.request(paths.smsOnSuccess, { form: { id: String(paidId), phone: '+63 917 1234567', text: 'Money is on its way' } }));
    const request = await calculator(regularTab, '/auth/request/ph/gb?toCurrId=826');
    await ok(regularTab.request(request.form!.action, { form: formPayload(request.form!, { phone: '639171234567', amount: '45.50', comment: 'Concert tickets' }) }));

    // Public calls: invite acceptance, article vote, business request, error report.
    await ok(first.client().request(paths.inviteAccept, { json: { phone: '4915112345699', invite_code: 'INV1000' } }));
    const article = helpSearchAnswer.parse((await first.client().request(`${paths.helpSearch}?query=send&locale=en-us`)).json).results[0]!;
    await ok(first.client().request(paths.helpVote, { json: { articleId: article.id, userEmail: 'voter@example.com', locale: 'en-us', isUpVote: true } }));
    await ok(
      first.client().request(paths.businessRequest, {
        form: { name: 'Ada Lovelace', email: 'ada@engine.example', company: 'Analytical Ltd', message: 'Payouts to 2,000 freelancers.', kind: 'enterprise', lang: 'en' },
      }),
    );
    await ok(first.client().request(paths.exception, { form: { message: '/auth/mycards', exception: 'TypeError: x is undefined' } }));

    // The recipient identity check: email, document, upload.
    const uuid = TEST_IDENTITY_CHECKS.intro;
    const recipient = first.client();
    await ok(recipient.request(paths.recipientCheck, { form: { uuid, email: 'maria@example.com' } }));
    const { paymentInfo } = antiFraudState.parse(pageData.parse((await recipient.page(`/web/af/${uuid}`)).json).extra);
    const { ticketId, senderBalId, toName, toNameF, recipientCountry, scenarioId } = paymentInfo;
    await ok(recipient.request(paths.recipientDocument('passport'), { form: { uuid, ticketId, senderBalId, toName, toNameF, recipientCountry, scenarioId } }));
    await ok(recipient.request(paths.recipientUploaded, { form: { uuid, scenarioId } }));

    before = tableRows(first.sandbox.db);
    expect(before['users']).toHaveLength(TEST_USERS.length + 1);
    await stop(first);
  });

  it('starts again on the same file with every row, and without seeding twice', async () => {
    const second = await start();
    expect(tableRows(second.sandbox.db)).toEqual(before);
  });

  it('the old session cookies still sign in', async () => {
    const second = running.at(-1)!;
    for (const tab of [regularTab, newcomerTab]) {
      const again = second.client();
      for (const [name, value] of tab.cookies) again.cookies.set(name, value);
      const page = pageData.parse((await again.page('/auth/profile')).json);
      expect(page.auth.authUser).toBe(true);
    }
  });

  it('the written data reads back through the calls', async () => {
    const second = running.at(-1)!;
    const tab = second.client();
    await ok(tab.login(testUser('regular')));
    const cards = pageData.parse((await tab.page('/auth/mycards')).json).cards!;
    expect(cards.map((c) => [c.alias, c.pan])).toEqual([
      ['Kept after restart', '•••• 4242'],
      ['Mastercard 4444', '•••• 4444'],
    ]);
    const profile = pageData.parse((await tab.page('/auth/profile')).json);
    expect(profileExtra.parse(profile.extra)).toMatchObject({ email: 'amelia.new@example.com', emailConfirmed: true });
    const history = pageData.parse((await tab.page('/auth/send/main.page')).json).extra;
    expect(JSON.stringify(history?.['paymentHistory'])).toContain(`"paymentId":${paidId}`);
    expect(JSON.stringify(history?.['billHistory'])).toContain('"newBill":true');
    // The closed message stays closed; the payment that finished meanwhile is announced once, on any page.
    expect(profile.messageBodyMessages?.map((m) => [m.messageType, m.paymentId])).toEqual([['PAYMENT_STATUS', paidId]]);
    const invites = inviteExtra.parse(pageData.parse((await tab.page('/auth/profile/invite-friends')).json).extra);
    expect(invites.invitesSent.map((i) => i.phone)).toEqual(['+44••••••0123']);
    await ok(second.client().login(newcomer, newcomer.password));
  });
});

// Recipient identity check (sender-flows §4, §7): the /web/af page data and the anti-fraud calls.
// Errors are shape 4 of sender-flows §8, {errorCode, message}. Rules and state: ../antifraud/.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Context, Route } from '../context.ts';
import { readForm, sendJson } from '../http.ts';
import { basePageData } from '../page-data.ts';
import { paths } from '../../../src/api/paths.ts';
import { documentType, recipientEmail } from '../../../src/api/schemas/antifraud.ts';
import { TEST_IDENTITY_CHECKS } from '../catalogue.ts';
import {
  antiFraudStateOf,
  assertOpen,
  checkError,
  docInfoOf,
  docsOf,
  documentTitle,
  flagsOf,
  issueDocumentToken,
  MAX_FAILED_CHECKS,
  NEW_CHECK_PATH,
  loadCheck,
  paymentInfoOf,
  providerUrl,
  usesProvider,
  type CheckPage,
} from '../antifraud/checks.ts';
import { providerPage, providerResult } from '../antifraud/provider.ts';

/** The recipient payment info the document call echoes (sender-flows §7). */
const PAYMENT_INFO_FIELDS = ['uuid', 'ticketId', 'senderBalId', 'toName', 'toNameF', 'recipientCountry', 'scenarioId'] as const;

const statePage =
  (page: CheckPage) =>
  (ctx: Context): void => {
    const row = loadCheck(ctx, ctx.params['uuid']);
    const data = basePageData(ctx, ctx.t(page === 'motion' ? 'title.selfieCheck' : 'title.identityCheck'));
    data.extra = antiFraudStateOf(ctx.db, row, page, ctx.t);
    sendJson(ctx.res, 200, data);
  };

/** The email screen's submit: answers the documents to choose from, or the provider's URL. */
async function check(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, ['uuid', 'email']);
  const row = loadCheck(ctx, body['uuid']);
  assertOpen(flagsOf(row, 'document'), ctx.t);
  // The same rule as the email screen's field (src/api/schemas/antifraud.ts).
  const parsed = recipientEmail.safeParse(body['email'] ?? '');
  if (!parsed.success) throw checkError(400, 'INVALID_EMAIL', ctx.t('antifraud.error.email'));
  const email = parsed.data;
  ctx.db.prepare('UPDATE identity_checks SET email = ? WHERE uuid = ?').run(email, row.uuid);
  const updated = { ...row, email };
  const provider = usesProvider(updated);
  sendJson(ctx.res, 200, {
    extra: { docs: docsOf(updated, ctx.t), recipientSumsubEnabled: provider, recipientAntiFraudStatus: { url: provider ? providerUrl(row.uuid) : null } },
  });
}

/** Document choice: issues the document-check access token for the chosen type. */
async function requestDocument(ctx: Context): Promise<void> {
  const type = documentType.safeParse(ctx.params['documentType']);
  if (!type.success) throw checkError(400, 'INVALID_DOCUMENT_TYPE', `Choose one of ${documentType.options.join(', ')}.`);
  const body = await readForm(ctx.req, PAYMENT_INFO_FIELDS);
  const row = loadCheck(ctx, body['uuid']);
  const info = paymentInfoOf(row);
  const wrong = PAYMENT_INFO_FIELDS.find((name) => body[name] !== info[name]);
  if (wrong) throw checkError(400, 'PAYMENT_INFO_MISMATCH', `"${wrong}" does not match this identity check.`);
  assertOpen(flagsOf(row, 'document'), ctx.t);
  if (!docsOf(row, ctx.t)) throw checkError(409, 'DOCUMENTS_NOT_REQUESTED', ctx.t('antifraud.error.emailFirst'));
  const token = randomBytes(24).toString('base64url');
  issueDocumentToken(ctx.db, row, type.data, token, ctx.now());
  sendJson(ctx.res, 200, {
    messages: { title: documentTitle(type.data, ctx.t), text: ctx.t('antifraud.documentReady') },
    extra: { docInfo: { type: type.data, token } },
  });
}

/**
 * The capture frame finished: uuid + scenarioId for the document, uuid + currentScenarioId for the
 * motion check. Answers the new state (sender-flows §7 leaves the answer open): in progress.
 */
async function uploaded(ctx: Context): Promise<void> {
  const body = await readForm(ctx.req, ['uuid', 'scenarioId', 'currentScenarioId']);
  const row = loadCheck(ctx, body['uuid']);
  const info = paymentInfoOf(row);
  const motion = body['currentScenarioId'] !== undefined;
  if (motion === (body['scenarioId'] !== undefined)) throw checkError(400, 'SCENARIO_REQUIRED', 'Send either scenarioId (document) or currentScenarioId (motion check).');
  const page: CheckPage = motion ? 'motion' : 'document';
  if (motion ? body['currentScenarioId'] !== info.currentScenarioId : body['scenarioId'] !== info.scenarioId) {
    throw checkError(400, 'PAYMENT_INFO_MISMATCH', `"${motion ? 'currentScenarioId' : 'scenarioId'}" does not match this identity check.`);
  }
  assertOpen(flagsOf(row, page), ctx.t);
  if (motion) {
    if (!docsOf(row, ctx.t)?.motionRequired) throw checkError(409, 'MOTION_NOT_REQUIRED', ctx.t('antifraud.error.noMotionStep'));
    ctx.db.prepare('UPDATE identity_checks SET motion_uploaded_at = ? WHERE uuid = ?').run(ctx.now(), row.uuid);
  } else {
    if (!docInfoOf(ctx.db, row)) throw checkError(409, 'DOCUMENT_NOT_REQUESTED', ctx.t('antifraud.error.documentFirst'));
    ctx.db.prepare('UPDATE identity_checks SET uploaded_at = ? WHERE uuid = ?').run(ctx.now(), row.uuid);
  }
  sendJson(ctx.res, 200, { extra: antiFraudStateOf(ctx.db, loadCheck(ctx, row.uuid), page, ctx.t) });
}

/**
 * Sandbox convenience (like a payment provider's test mode): a new check of a catalogue scenario
 * under a fresh uuid, so browser tests and testers can walk a flow that changes the check (email,
 * upload, failed reviews) as often as they like; the seeded links change once and stay changed.
 */
async function createCheck(ctx: Context): Promise<void> {
  const { scenario } = await readForm(ctx.req, ['scenario']);
  if (!scenario || !Object.hasOwn(TEST_IDENTITY_CHECKS, scenario)) throw checkError(400, 'INVALID_SCENARIO', `Choose one of ${Object.keys(TEST_IDENTITY_CHECKS).join(', ')}.`);
  const uuid = randomUUID();
  ctx.db.prepare('INSERT INTO identity_checks (uuid, scenario, attempts, created_at) VALUES (?, ?, ?, ?)').run(uuid, scenario, scenario === 'tooManyAttempts' ? MAX_FAILED_CHECKS : 0, ctx.now());
  sendJson(ctx.res, 201, { uuid, link: `/web/af/${uuid}` });
}

export const antifraudRoutes: Route[] = [
  { method: 'GET', path: '/web/af/:uuid', handle: statePage('document') },
  { method: 'GET', path: '/web/af/:uuid/motion', handle: statePage('motion') },
  { method: 'POST', path: paths.recipientCheck, handle: check },
  { method: 'POST', path: paths.recipientDocument(':documentType'), handle: requestDocument },
  { method: 'POST', path: paths.recipientUploaded, handle: uploaded },
  { method: 'GET', path: providerUrl(':uuid'), handle: providerPage },
  { method: 'POST', path: providerUrl(':uuid'), handle: providerResult },
  { method: 'POST', path: NEW_CHECK_PATH, handle: createCheck },
];

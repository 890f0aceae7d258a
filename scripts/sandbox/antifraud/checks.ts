// Recipient identity checks (sender-flows §3 Anti-fraud state, §4 Recipient identity check): the
// identity_checks rows seeded from TEST_IDENTITY_CHECKS and the state the /web/af pages show.
// A check's review takes CHECK_REVIEW_MS of the clock; checks of the needRetry scenario fail it.
import type { Context } from '../context.ts';
import { PROVIDER_EMAIL, TEST_IDENTITY_CHECKS } from '../catalogue.ts';
import type { Db } from '../db.ts';
import { BadRequest } from '../http.ts';
import type { Translate } from '../texts.ts';
import { RECIPIENT_UUID, type AntiFraudState, type documentType } from '../../../src/api/schemas/antifraud.ts';
import type { z } from 'zod';

type DocumentType = z.infer<typeof documentType>;
type CheckScenario = keyof typeof TEST_IDENTITY_CHECKS;
/** Which identity-check screen asks: the document check or the selfie-motion check. */
export type CheckPage = 'document' | 'motion';

/** After this many failed checks the state says too many attempts. */
export const MAX_FAILED_CHECKS = 3;
/** How long an uploaded check stays in review (in progress) before its outcome applies. */
export const CHECK_REVIEW_MS = 3000;
/** The scenario whose checks always fail their review (how a tester makes a check fail). */
const FAILING_SCENARIO: CheckScenario = 'needRetry';
/** The sandbox page that stands in for the external verification provider. */
export const providerUrl = (uuid: string): string => `/api/sandbox/provider/${uuid}`;
/** Sandbox convenience: POST form `scenario` (a TEST_IDENTITY_CHECKS key) makes a new check of it. */
export const NEW_CHECK_PATH = '/api/sandbox/identity-checks';

export interface CheckRow {
  uuid: string;
  scenario: CheckScenario;
  email: string | null;
  attempts: number;
  uploaded_at: number | null;
  motion_uploaded_at: number | null;
}

/** Shape 4 of sender-flows §8, the anti-fraud calls' error: {errorCode, message}. */
export const checkError = (status: number, errorCode: string, message: string): BadRequest => new BadRequest(status, { errorCode, message });

/** The check of a link's uuid: malformed → 400, unknown → 404 (checked before any lookup). */
export function loadCheck(ctx: Context, uuid: string | undefined): CheckRow {
  if (!uuid || !RECIPIENT_UUID.test(uuid)) throw checkError(400, 'INVALID_UUID', ctx.t('antifraud.error.malformedLink'));
  const row = ctx.db.prepare('SELECT uuid, scenario, email, attempts, uploaded_at, motion_uploaded_at FROM identity_checks WHERE uuid = ?').get(uuid) as CheckRow | undefined;
  if (!row) throw checkError(404, 'CHECK_NOT_FOUND', ctx.t('antifraud.error.notFound'));
  return settle(ctx.db, row, ctx.now());
}

/** Applies a finished review: a failing scenario's upload becomes a failed attempt, ready to retry. */
function settle(db: Db, row: CheckRow, now: number): CheckRow {
  if (row.scenario !== FAILING_SCENARIO || row.uploaded_at === null || now < row.uploaded_at + CHECK_REVIEW_MS) return row;
  db.prepare('UPDATE identity_checks SET attempts = attempts + 1, uploaded_at = NULL, motion_uploaded_at = NULL, document_type = NULL WHERE uuid = ?').run(row.uuid);
  db.prepare('DELETE FROM identity_check_documents WHERE uuid = ?').run(row.uuid);
  return { ...row, attempts: row.attempts + 1, uploaded_at: null, motion_uploaded_at: null };
}

/** Recipients of the seeded checks; the link's uuid gives the rest of the payment info. */
const RECIPIENTS: Record<CheckScenario, { toName: string; toNameF: string; recipientCountry: string }> = {
  intro: { toName: 'Maria', toNameF: 'Santos', recipientCountry: 'PH' },
  withDocuments: { toName: 'Ravi', toNameF: 'Kumar', recipientCountry: 'IN' },
  provider: { toName: 'Chinedu', toNameF: 'Okafor', recipientCountry: 'NG' },
  expired: { toName: 'An', toNameF: 'Nguyen', recipientCountry: 'VN' },
  inProgress: { toName: 'Lucia', toNameF: 'Hernandez', recipientCountry: 'MX' },
  needRetry: { toName: 'Ana', toNameF: 'Popescu', recipientCountry: 'RO' },
  tooManyAttempts: { toName: 'Kwame', toNameF: 'Mensah', recipientCountry: 'GH' },
  motion: { toName: 'Sofia', toNameF: 'Reyes', recipientCountry: 'CO' },
};

/** A row of another scenario (not seeded by the catalogue) gets the first recipient. */
const recipientOf = (row: CheckRow) => (RECIPIENTS as Partial<Record<string, (typeof RECIPIENTS)[CheckScenario]>>)[row.scenario] ?? RECIPIENTS.intro;

/** Recipient payment info (sender-flows §3): what the document call must echo. */
export function paymentInfoOf(row: CheckRow): AntiFraudState['paymentInfo'] {
  const short = row.uuid.slice(0, 8);
  const scenarioId = `doc-${short}`;
  return {
    uuid: row.uuid,
    ticketId: `TCK-${short.toUpperCase()}`,
    // Every seeded transfer comes from the first catalogue sender.
    senderBalId: '1',
    ...recipientOf(row),
    scenarioId,
    currentScenarioId: row.scenario === 'motion' ? `motion-${short}` : scenarioId,
  };
}

/** What to photograph of each document: its photo page, or both sides of a card. */
const DOCUMENT_SIDES: Record<DocumentType, 'document.photoPage' | 'document.bothSides'> = {
  passport: 'document.photoPage',
  driving_licence: 'document.bothSides',
  residence_permit: 'document.bothSides',
  national_identity_card: 'document.bothSides',
};
export const documentTitle = (type: DocumentType, t: Translate): string => t(`document.${type}`);

/** The external provider does the check: its scenario, or the catalogue's PROVIDER_EMAIL given on the email screen. */
export const usesProvider = (row: CheckRow): boolean => row.scenario === 'provider' || row.email === PROVIDER_EMAIL;

/** Documents are known once the email is given, or from the start for these scenarios. */
export function docsOf(row: CheckRow, t: Translate): AntiFraudState['docs'] {
  if (usesProvider(row)) return null;
  if (row.email === null && row.scenario !== 'withDocuments' && row.scenario !== 'motion') return null;
  const issuedCountry = recipientOf(row).recipientCountry;
  return {
    acceptableDocuments: (Object.keys(DOCUMENT_SIDES) as DocumentType[]).map((type) => ({ type, title: documentTitle(type, t), subTitle: t(DOCUMENT_SIDES[type]), issuedCountry })),
    requiredSelfie: true,
    motionRequired: row.scenario === 'motion',
    identificationRequired: true,
  };
}

export function docInfoOf(db: Db, row: CheckRow): AntiFraudState['docInfo'] {
  const doc = db.prepare('SELECT document_type, token FROM identity_check_documents WHERE uuid = ?').get(row.uuid) as { document_type: DocumentType; token: string } | undefined;
  return doc ? { type: doc.document_type, token: doc.token } : null;
}

export function issueDocumentToken(db: Db, row: CheckRow, type: DocumentType, token: string, now: number): void {
  db.prepare(
    'INSERT INTO identity_check_documents (uuid, document_type, token, issued_at) VALUES (?, ?, ?, ?) ON CONFLICT (uuid) DO UPDATE SET document_type = excluded.document_type, token = excluded.token, issued_at = excluded.issued_at',
  ).run(row.uuid, type, token, now);
  db.prepare('UPDATE identity_checks SET document_type = ? WHERE uuid = ?').run(type, row.uuid);
}

interface Flags {
  expired: boolean;
  inProgress: boolean;
  needRetry: boolean;
  tooManyAttempts: boolean;
}

/** The screen-deciding flags (sender-flows §4 initial screen), for the document or the motion page. */
export function flagsOf(row: CheckRow, page: CheckPage): Flags {
  const expired = row.scenario === 'expired';
  const tooManyAttempts = !expired && row.attempts >= MAX_FAILED_CHECKS;
  const uploaded = page === 'motion' ? row.motion_uploaded_at !== null : row.uploaded_at !== null;
  const inProgress = !expired && !tooManyAttempts && (row.scenario === 'inProgress' || uploaded);
  const needRetry = !expired && !tooManyAttempts && !inProgress && (row.attempts > 0 || row.scenario === FAILING_SCENARIO);
  return { expired, inProgress, needRetry, tooManyAttempts };
}

/** Refuses a step the check's state does not allow (shape 4). */
export function assertOpen(flags: Flags, t: Translate): void {
  if (flags.expired) throw checkError(410, 'CHECK_EXPIRED', t('antifraud.error.expired'));
  if (flags.tooManyAttempts) throw checkError(409, 'TOO_MANY_ATTEMPTS', t('antifraud.error.tooManyAttempts'));
  if (flags.inProgress) throw checkError(409, 'CHECK_IN_PROGRESS', t('antifraud.error.inProgress'));
}

export function antiFraudStateOf(db: Db, row: CheckRow, page: CheckPage, t: Translate): AntiFraudState {
  const flags = flagsOf(row, page);
  const provider = usesProvider(row);
  const here = `/web/af/${row.uuid}`;
  return {
    paymentInfo: paymentInfoOf(row),
    docs: docsOf(row, t),
    docInfo: docInfoOf(db, row),
    expired: flags.expired,
    fraudOnfidoInProgress: flags.inProgress,
    fraudOnfidoNeedToRetry: flags.needRetry,
    fraudOnfidoTooManyAttempts: flags.tooManyAttempts,
    recipientSumsubEnabled: provider,
    recipientAntiFraudStatus: { url: provider ? providerUrl(row.uuid) : null },
    suggestionItems: (['antifraud.tip.original', 'antifraud.tip.light', 'antifraud.tip.corners', 'antifraud.tip.selfie'] as const).map((key) => t(key)),
    agreementHref: '/privacy-policy',
    helpCenterLink: '/help-mobile',
    // The link itself shows the outcome: its state moves to in progress or to the error screen.
    successURL: here,
    failURL: here,
    showDocTypeDescription: true,
  };
}

import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths.ts';
import {
  antiFraudState,
  documentAnswer,
  errorCodeBody,
  RECIPIENT_UUID,
  errorWithMessage,
  normaliseErrors,
  pageData,
  recipientCheckAnswer,
  uploadedAnswer,
  type AntiFraudState,
} from '../../../src/api/schemas/index.ts';
import { PROVIDER_EMAIL, TEST_IDENTITY_CHECKS } from '../../../scripts/sandbox/catalogue.ts';
import { CHECK_REVIEW_MS, MAX_FAILED_CHECKS, NEW_CHECK_PATH, providerUrl } from '../../../scripts/sandbox/antifraud/checks.ts';
import { useSandbox, type Answer } from './harness.ts';

const sandbox = await useSandbox();
const tab = sandbox.client();
type Scenario = keyof typeof TEST_IDENTITY_CHECKS;

async function stateOf(scenario: Scenario, motion = false): Promise<AntiFraudState> {
  const answer = await tab.page(`/web/af/${TEST_IDENTITY_CHECKS[scenario]}${motion ? '/motion' : ''}`);
  expect(answer.status).toBe(200);
  return antiFraudState.parse(pageData.parse(answer.json).extra);
}

/** The document call's name/value pairs, echoed from the state's payment info. */
function documentForm(state: AntiFraudState): Record<string, string> {
  const { uuid, ticketId, senderBalId, toName, toNameF, recipientCountry, scenarioId } = state.paymentInfo;
  return { uuid, ticketId, senderBalId, toName, toNameF, recipientCountry, scenarioId };
}

const checkCall = (uuid: string, email: string) => tab.request(paths.recipientCheck, { form: { uuid, email } });
const documentCall = (state: AntiFraudState, type = 'passport', form = documentForm(state)) => tab.request(paths.recipientDocument(type), { form });
const uploadCall = (form: Record<string, string>) => tab.request(paths.recipientUploaded, { form });

/** Shape 4 {errorCode, message} with the given status and code. */
function expectShape4(answer: Answer, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(errorWithMessage.parse(answer.json).errorCode).toBe(code);
  expect(normaliseErrors(answer.json).server?.code).toBe(code);
}

const flags = (s: AntiFraudState) => ({
  expired: s.expired,
  inProgress: s.fraudOnfidoInProgress,
  needRetry: s.fraudOnfidoNeedToRetry,
  tooMany: s.fraudOnfidoTooManyAttempts,
  provider: s.recipientSumsubEnabled,
  docs: s.docs !== null,
});
const none = { expired: false, inProgress: false, needRetry: false, tooMany: false, provider: false, docs: false };

const initialFlags: Record<Scenario, Partial<typeof none>> = {
  intro: {},
  withDocuments: { docs: true },
  provider: { provider: true },
  expired: { expired: true },
  inProgress: { inProgress: true },
  needRetry: { needRetry: true },
  tooManyAttempts: { tooMany: true },
  motion: { docs: true },
};

describe('sender-flows §4 recipient identity check: initial state of every scenario', () => {
  it.each(Object.entries(initialFlags) as Array<[Scenario, Partial<typeof none>]>)('%s', async (scenario, expected) => {
    const state = await stateOf(scenario);
    expect(flags(state)).toEqual({ ...none, ...expected });
    expect(state.paymentInfo.uuid).toBe(TEST_IDENTITY_CHECKS[scenario]);
    expect(state.docInfo).toBeNull();
    expect(state.recipientAntiFraudStatus.url).toBe(scenario === 'provider' ? providerUrl(TEST_IDENTITY_CHECKS.provider) : null);
    expect(state.docs?.motionRequired ?? false).toBe(scenario === 'motion');
    if (state.docs) expect(state.docs.acceptableDocuments.map((d) => d.type)).toEqual(['passport', 'driving_licence', 'residence_permit', 'national_identity_card']);
  });

  it('serves the motion page the same way', async () => {
    const state = await stateOf('motion', true);
    expect(state.docs?.motionRequired).toBe(true);
    expect(state.paymentInfo.currentScenarioId).not.toBe(state.paymentInfo.scenarioId);
  });

  it('checks the uuid before any lookup: malformed 400, unknown 404, both shape 4', async () => {
    for (const uuid of ['nope', TEST_IDENTITY_CHECKS.intro.toUpperCase(), "1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4be'", '00000000-0000-0000-0000-000000000000']) {
      expectShape4(await tab.page(`/web/af/${encodeURIComponent(uuid)}`), 400, 'INVALID_UUID');
    }
    expectShape4(await tab.page('/web/af/9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b/motion'), 404, 'CHECK_NOT_FOUND');
    expectShape4(await checkCall('9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b', 'a@example.com'), 404, 'CHECK_NOT_FOUND');
  });
});

describe('sender-flows §4 §7 recipient identity check: calls', () => {
  it('intro → email → document → upload → in progress', async () => {
    const uuid = TEST_IDENTITY_CHECKS.intro;
    expectShape4(await documentCall(await stateOf('intro')), 409, 'DOCUMENTS_NOT_REQUESTED');
    expectShape4(await checkCall(uuid, 'not an email'), 400, 'INVALID_EMAIL');
    const checked = recipientCheckAnswer.parse((await checkCall(uuid, 'Maria@Example.com')).json);
    expect(checked.extra.recipientSumsubEnabled).toBe(false);
    expect(checked.extra.recipientAntiFraudStatus.url).toBeNull();
    expect(checked.extra.docs?.acceptableDocuments).toHaveLength(4);
    expect(checked.extra.docs?.acceptableDocuments.every((d) => d.title && d.subTitle && d.issuedCountry === 'PH')).toBe(true);
    expect(checked.extra.docs).toMatchObject({ requiredSelfie: true, motionRequired: false });

    const state = await stateOf('intro');
    expect(state.docs).not.toBeNull();
    expectShape4(await uploadCall({ uuid, scenarioId: state.paymentInfo.scenarioId }), 409, 'DOCUMENT_NOT_REQUESTED');
    const doc = documentAnswer.parse((await documentCall(state, 'driving_licence')).json);
    expect(doc.extra.docInfo.type).toBe('driving_licence');
    expect(doc.extra.docInfo.token).toMatch(/^[\w-]{32}$/);
    const again = documentAnswer.parse((await documentCall(state, 'driving_licence')).json);
    expect(again.extra.docInfo.token).not.toBe(doc.extra.docInfo.token);
    expect((await stateOf('intro')).docInfo).toEqual(again.extra.docInfo);

    const up = await uploadCall({ uuid, scenarioId: state.paymentInfo.scenarioId });
    expect(up.status).toBe(200);
    expect(uploadedAnswer.parse(up.json).extra.fraudOnfidoInProgress).toBe(true);
    sandbox.clock.advance(CHECK_REVIEW_MS * 10);
    expect(flags(await stateOf('intro'))).toMatchObject({ inProgress: true, needRetry: false });
    expectShape4(await uploadCall({ uuid, scenarioId: state.paymentInfo.scenarioId }), 409, 'CHECK_IN_PROGRESS');
    expectShape4(await documentCall(state), 409, 'CHECK_IN_PROGRESS');
  });

  it('answers the provider URL for PROVIDER_EMAIL and for the provider scenario', async () => {
    const byEmail = recipientCheckAnswer.parse((await checkCall(TEST_IDENTITY_CHECKS.withDocuments, PROVIDER_EMAIL)).json);
    expect(byEmail.extra).toEqual({ docs: null, recipientSumsubEnabled: true, recipientAntiFraudStatus: { url: providerUrl(TEST_IDENTITY_CHECKS.withDocuments) } });
    expect((await stateOf('withDocuments')).recipientAntiFraudStatus.url).toBe(providerUrl(TEST_IDENTITY_CHECKS.withDocuments));
    const byScenario = recipientCheckAnswer.parse((await checkCall(TEST_IDENTITY_CHECKS.provider, 'chinedu@example.com')).json);
    expect(byScenario.extra.recipientAntiFraudStatus.url).toBe(providerUrl(TEST_IDENTITY_CHECKS.provider));
  });

  it('refuses the document call when the payment info does not match, or the type is unknown (400 shape 4)', async () => {
    const state = await stateOf('motion');
    expectShape4(await documentCall(state, 'selfie'), 400, 'INVALID_DOCUMENT_TYPE');
    for (const field of ['ticketId', 'senderBalId', 'toName', 'toNameF', 'recipientCountry', 'scenarioId'] as const) {
      expectShape4(await documentCall(state, 'passport', { ...documentForm(state), [field]: 'x' }), 400, 'PAYMENT_INFO_MISMATCH');
      const { [field]: _, ...missing } = documentForm(state);
      expectShape4(await documentCall(state, 'passport', missing), 400, 'PAYMENT_INFO_MISMATCH');
    }
    const extra = await documentCall(state, 'passport', { ...documentForm(state), admin: '1' });
    expect(extra.status).toBe(400);
    errorCodeBody.parse(extra.json);
  });

  it('motion: document upload, then the motion upload with currentScenarioId', async () => {
    const uuid = TEST_IDENTITY_CHECKS.motion;
    const state = await stateOf('motion');
    documentAnswer.parse((await documentCall(state, 'national_identity_card')).json);
    expect(uploadedAnswer.parse((await uploadCall({ uuid, scenarioId: state.paymentInfo.scenarioId })).json).extra.fraudOnfidoInProgress).toBe(true);
    expect((await stateOf('motion', true)).fraudOnfidoInProgress).toBe(false);
    expectShape4(await uploadCall({ uuid, currentScenarioId: 'motion-wrong' }), 400, 'PAYMENT_INFO_MISMATCH');
    expectShape4(await uploadCall({ uuid, scenarioId: state.paymentInfo.scenarioId, currentScenarioId: state.paymentInfo.currentScenarioId }), 400, 'SCENARIO_REQUIRED');
    expectShape4(await uploadCall({ uuid }), 400, 'SCENARIO_REQUIRED');
    const motion = uploadedAnswer.parse((await uploadCall({ uuid, currentScenarioId: state.paymentInfo.currentScenarioId })).json);
    expect(motion.extra.fraudOnfidoInProgress).toBe(true);
    expect((await stateOf('motion', true)).fraudOnfidoInProgress).toBe(true);
    const noMotion = await stateOf('withDocuments');
    expectShape4(await uploadCall({ uuid: TEST_IDENTITY_CHECKS.withDocuments, currentScenarioId: noMotion.paymentInfo.currentScenarioId }), 409, 'MOTION_NOT_REQUIRED');
  });

  it('needRetry: each upload fails its review; after 3 failed checks the state says too many attempts', async () => {
    const uuid = TEST_IDENTITY_CHECKS.needRetry;
    for (let attempt = 1; attempt <= MAX_FAILED_CHECKS; attempt++) {
      const state = await stateOf('needRetry');
      expect(flags(state)).toMatchObject({ needRetry: true, tooMany: false, inProgress: false });
      expect(state.docInfo).toBeNull();
      const email = recipientCheckAnswer.parse((await checkCall(uuid, 'ana@example.com')).json);
      expect(email.extra.docs).not.toBeNull();
      documentAnswer.parse((await documentCall(state)).json);
      uploadedAnswer.parse((await uploadCall({ uuid, scenarioId: state.paymentInfo.scenarioId })).json);
      expect(flags(await stateOf('needRetry'))).toMatchObject({ inProgress: true, needRetry: false });
      sandbox.clock.advance(CHECK_REVIEW_MS);
    }
    const final = await stateOf('needRetry');
    expect(flags(final)).toMatchObject({ tooMany: true, needRetry: false, inProgress: false });
    expectShape4(await checkCall(uuid, 'ana@example.com'), 409, 'TOO_MANY_ATTEMPTS');
    expectShape4(await documentCall(final), 409, 'TOO_MANY_ATTEMPTS');
  });

  it('refuses every step of an expired check (410) or one with too many attempts (409), shape 4', async () => {
    const expired = await stateOf('expired');
    expectShape4(await checkCall(TEST_IDENTITY_CHECKS.expired, 'an@example.com'), 410, 'CHECK_EXPIRED');
    expectShape4(await documentCall(expired), 410, 'CHECK_EXPIRED');
    expectShape4(await uploadCall({ uuid: TEST_IDENTITY_CHECKS.expired, scenarioId: expired.paymentInfo.scenarioId }), 410, 'CHECK_EXPIRED');
    expectShape4(await checkCall(TEST_IDENTITY_CHECKS.tooManyAttempts, 'kwame@example.com'), 409, 'TOO_MANY_ATTEMPTS');
    expectShape4(await checkCall(TEST_IDENTITY_CHECKS.inProgress, 'lucia@example.com'), 409, 'CHECK_IN_PROGRESS');
  });
});

describe('sender-flows §4 the simulated external provider', () => {
  it('serves a page with its own CSP; failing counts an attempt, passing puts the check in progress', async () => {
    const uuid = TEST_IDENTITY_CHECKS.provider;
    const page = await tab.request(providerUrl(uuid), { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.text).toMatch(/<html lang="en">/);
    expect(page.text).toContain('Pass the check');
    expect(page.text).not.toContain('<script');

    const failed = await tab.request(providerUrl(uuid), { form: { result: 'failed' } });
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(`/web/af/${uuid}`);
    expect(flags(await stateOf('provider'))).toMatchObject({ needRetry: true, provider: true });

    expect((await tab.request(providerUrl(uuid), { form: { result: 'passed' } })).status).toBe(303);
    expect(flags(await stateOf('provider'))).toMatchObject({ inProgress: true, needRetry: false });
    expectShape4(await tab.request(providerUrl(uuid), { form: { result: 'passed' } }), 409, 'CHECK_IN_PROGRESS');
  });

  it('exists only for checks that use the provider', async () => {
    expectShape4(await tab.request(providerUrl(TEST_IDENTITY_CHECKS.tooManyAttempts)), 404, 'PROVIDER_NOT_USED');
    expectShape4(await tab.request(providerUrl('bad')), 400, 'INVALID_UUID');
  });
});

describe('sender-flows §4 recipient identity check: fresh checks for testing (sandbox convenience)', () => {
  it('makes a new check of a catalogue scenario under a fresh uuid, starting as the seeded one does', async () => {
    for (const scenario of Object.keys(TEST_IDENTITY_CHECKS) as Scenario[]) {
      const made = await tab.request(NEW_CHECK_PATH, { form: { scenario } });
      expect(made.status).toBe(201);
      const { uuid, link } = made.json as { uuid: string; link: string };
      expect(uuid).toMatch(RECIPIENT_UUID);
      expect(link).toBe(`/web/af/${uuid}`);
      const fresh = antiFraudState.parse(pageData.parse((await tab.page(link)).json).extra);
      // The seeded checks have been walked by the tests above; a fresh one starts as they did.
      expect(flags(fresh)).toEqual({ ...none, ...initialFlags[scenario] });
      expect(fresh.paymentInfo.uuid).toBe(uuid);
    }
  });

  it('refuses an unknown scenario (400 shape 4)', async () => {
    expectShape4(await tab.request(NEW_CHECK_PATH, { form: { scenario: 'verified' } }), 400, 'INVALID_SCENARIO');
  });
});

describe('sender-flows §4 recipient identity check in the reader language', () => {
  it('document names, hints and tips come in the lang query language', async () => {
    const made = await tab.request(NEW_CHECK_PATH, { form: { scenario: 'withDocuments' } });
    const answer = await tab.page(`/web/af/${(made.json as { uuid: string }).uuid}?lang=de`);
    const state = antiFraudState.parse(pageData.parse(answer.json).extra);
    expect(state.docs?.acceptableDocuments.map((d) => d.title)).toEqual(['Reisepass', 'Führerschein', 'Aufenthaltstitel', 'Personalausweis']);
    expect(state.suggestionItems[0]).toMatch(/Originaldokument/);
  });
});

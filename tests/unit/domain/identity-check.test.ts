import { describe, expect, it } from 'vitest';
import { RECIPIENT_UUID, recipientEmail, type AntiFraudState, type RecipientDocs } from '../../../src/api/schemas/antifraud.ts';
import {
  captureSteps,
  documentPairs,
  initialScreen,
  linkOf,
  startState,
  transition,
  uploadPairs,
  type CheckEvent,
  type CheckPage,
  type CheckState,
  type Screen,
} from '../../../src/domain/identity-check.ts';
import { acceptedTypes, captureItems, documentSides, fileSuits } from '../../../src/domain/document-check.ts';

const uuid = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const docs = (motionRequired = false, requiredSelfie = true): RecipientDocs => ({
  acceptableDocuments: [{ type: 'passport', title: 'Passport', subTitle: 'The photo page', issuedCountry: 'PH' }],
  requiredSelfie,
  motionRequired,
  identificationRequired: true,
});
const providerUrl = `/api/sandbox/provider/${uuid}`;

/** Page data of a check: every flag off, no documents, no provider, unless overridden. */
function data(over: Partial<AntiFraudState> = {}): AntiFraudState {
  return {
    paymentInfo: { uuid, ticketId: 'TCK-1B9D6BCD', senderBalId: '1', toName: 'Maria', toNameF: 'Santos', recipientCountry: 'PH', scenarioId: 'doc-1b9d6bcd', currentScenarioId: 'motion-1b9d6bcd' },
    docs: null,
    docInfo: null,
    expired: false,
    fraudOnfidoInProgress: false,
    fraudOnfidoNeedToRetry: false,
    fraudOnfidoTooManyAttempts: false,
    recipientSumsubEnabled: false,
    recipientAntiFraudStatus: { url: null },
    suggestionItems: [],
    agreementHref: '/privacy-policy',
    helpCenterLink: '/help-mobile',
    successURL: `/web/af/${uuid}`,
    failURL: `/web/af/${uuid}`,
    showDocTypeDescription: true,
    ...over,
  };
}

/** A state on a screen, with what it knows. */
const at = (screen: Screen, over: Partial<CheckState> = {}): CheckState => ({ ...startState('document'), uuid, screen, ...over });
const docInfo = { type: 'passport' as const, token: 'tok' };

describe('sender-flows §4 recipient identity check: initial screen', () => {
  it.each<[string, Partial<AntiFraudState>, CheckPage, Screen]>([
    ['expired goes to the expired screen', { expired: true }, 'document', 'expired'],
    ['expired wins over in progress', { expired: true, fraudOnfidoInProgress: true }, 'document', 'expired'],
    ['in progress goes to verify-pending', { fraudOnfidoInProgress: true }, 'document', 'pending'],
    ['in progress wins over need retry', { fraudOnfidoInProgress: true, fraudOnfidoNeedToRetry: true }, 'document', 'pending'],
    ['need retry goes to the error screen', { fraudOnfidoNeedToRetry: true }, 'document', 'error'],
    ['too many attempts goes to the error screen', { fraudOnfidoTooManyAttempts: true }, 'document', 'error'],
    ['otherwise the intro', {}, 'document', 'intro'],
    ['the intro also when documents or a provider are known', { docs: docs(), recipientSumsubEnabled: true }, 'document', 'intro'],
    ['motion: expired', { expired: true }, 'motion', 'expired'],
    ['motion: in progress (uploaded) is pending', { fraudOnfidoInProgress: true }, 'motion', 'pending'],
    ['motion: need retry is its error screen', { fraudOnfidoNeedToRetry: true }, 'motion', 'motionError'],
    ['motion: too many attempts is its error screen', { fraudOnfidoTooManyAttempts: true }, 'motion', 'motionError'],
    ['motion: otherwise the capture frame', { docs: docs(true) }, 'motion', 'capture'],
  ])('%s', (_name, flags, page, screen) => {
    expect(initialScreen(data(flags), page)).toBe(screen);
    expect(transition(startState(page), { type: 'loaded', state: data(flags) }).screen).toBe(screen);
  });

  it('keeps what the page data knows: documents, the enabled provider, the document token, the uuid', () => {
    const s = transition(startState('document'), { type: 'loaded', state: data({ docs: docs(), docInfo, recipientSumsubEnabled: true, recipientAntiFraudStatus: { url: providerUrl } }) });
    expect(s).toMatchObject({ uuid, docs: docs(), docInfo, providerUrl, tooManyAttempts: false, leaveTo: null });
  });

  it('ignores a provider URL while the provider is not enabled, and an enabled provider without a URL', () => {
    expect(transition(startState('document'), { type: 'loaded', state: data({ recipientAntiFraudStatus: { url: providerUrl } }) }).providerUrl).toBeNull();
    expect(transition(startState('document'), { type: 'loaded', state: data({ recipientSumsubEnabled: true }) }).providerUrl).toBeNull();
  });

  it('sends a motion link of a check without the motion step to the identity check itself', () => {
    const s = transition(startState('motion'), { type: 'loaded', state: data({ docs: docs(false) }) });
    expect(s.leaveTo).toBe(`/web/af/${uuid}`);
  });

  it.each<[CheckEvent, Screen]>([
    [{ type: 'linkInvalid' }, 'invalid'],
    [{ type: 'loadFailed' }, 'unavailable'],
  ])('while loading, %j shows %s', (event, screen) => {
    expect(transition(startState('document'), event).screen).toBe(screen);
  });
});

describe('sender-flows §4 recipient identity check: transitions', () => {
  const withDocs = { docs: docs() };
  const withProvider = { providerUrl };
  const checkedDocs: CheckEvent = { type: 'checked', docs: docs(), recipientSumsubEnabled: false, url: null };
  const checkedProvider: CheckEvent = { type: 'checked', docs: null, recipientSumsubEnabled: true, url: providerUrl };

  it.each<[string, CheckState, CheckEvent, Partial<CheckState>]>([
    // Intro
    ['intro → document choice when documents are known', at('intro', withDocs), { type: 'continue' }, { screen: 'documents' }],
    ['intro → document choice even when a provider is also enabled', at('intro', { ...withDocs, ...withProvider }), { type: 'continue' }, { screen: 'documents', leaveTo: null }],
    ['intro → the provider URL when enabled and given', at('intro', withProvider), { type: 'continue' }, { screen: 'intro', leaveTo: providerUrl }],
    ['intro → agreement otherwise', at('intro'), { type: 'continue' }, { screen: 'agreement' }],
    // Agreement
    ['agreement: accept → email', at('agreement'), { type: 'accept' }, { screen: 'email' }],
    ['agreement: back → intro', at('agreement'), { type: 'back' }, { screen: 'intro' }],
    // Email
    ['email: docs come back → stored, document choice', at('email'), checkedDocs, { screen: 'documents', docs: docs() }],
    ['email: a provider URL comes back → the browser goes there', at('email'), checkedProvider, { screen: 'email', leaveTo: providerUrl, providerUrl }],
    ['email: a URL without the provider enabled is not followed', at('email'), { type: 'checked', docs: null, recipientSumsubEnabled: false, url: providerUrl }, { screen: 'email', leaveTo: null }],
    ['email: back → agreement', at('email'), { type: 'back' }, { screen: 'agreement' }],
    ['email: refused as expired → expired', at('email'), { type: 'refused', code: 'CHECK_EXPIRED' }, { screen: 'expired' }],
    ['email: refused as in progress → verify-pending', at('email'), { type: 'refused', code: 'CHECK_IN_PROGRESS' }, { screen: 'pending' }],
    ['email: refused, too many attempts → error without retry', at('email'), { type: 'refused', code: 'TOO_MANY_ATTEMPTS' }, { screen: 'error', tooManyAttempts: true }],
    ['email: an unknown check → invalid link', at('email'), { type: 'refused', code: 'CHECK_NOT_FOUND' }, { screen: 'invalid' }],
    ['email: an invalid email stays (the field shows it)', at('email'), { type: 'refused', code: 'INVALID_EMAIL' }, { screen: 'email' }],
    // Document choice
    [
      'document choice: the document call answered → tips',
      at('documents', withDocs),
      { type: 'documentIssued', docInfo, messages: { title: 'Passport' } },
      { screen: 'tips', docInfo, documentMessages: { title: 'Passport' } },
    ],
    ['document choice: the call failed → stays', at('documents', withDocs), { type: 'documentFailed' }, { screen: 'documents', docInfo: null }],
    ['document choice: a refusal also stays', at('documents', withDocs), { type: 'refused', code: 'CHECK_EXPIRED' }, { screen: 'documents' }],
    // Tips, capture, submitted
    ['tips: ready → capture frame', at('tips', { docInfo }), { type: 'ready' }, { screen: 'capture' }],
    ['capture: uploaded → submitted modal', at('capture', { docInfo }), { type: 'uploaded' }, { screen: 'submitted' }],
    ['capture: frame or upload error → error screen', at('capture', { docInfo }), { type: 'captureFailed' }, { screen: 'error' }],
    ['capture: upload refused, in progress → verify-pending', at('capture'), { type: 'refused', code: 'CHECK_IN_PROGRESS' }, { screen: 'pending' }],
    ['submitted: after 2000 ms → verify-pending', at('submitted'), { type: 'submittedClosed' }, { screen: 'pending' }],
    // Error
    ['error: agree → the provider', at('error', withProvider), { type: 'retry' }, { screen: 'error', leaveTo: providerUrl }],
    ['error: agree → document choice, token dropped', at('error', { ...withDocs, docInfo }), { type: 'retry' }, { screen: 'documents', docInfo: null }],
    ['error: agree → agreement when documents are not known yet', at('error'), { type: 'retry' }, { screen: 'agreement' }],
    ['error: no retry after too many attempts', at('error', { ...withDocs, tooManyAttempts: true }), { type: 'retry' }, { screen: 'error', leaveTo: null }],
    // Motion check
    ['motion: capture uploaded → uploaded modal', at('capture', { page: 'motion' }), { type: 'uploaded' }, { screen: 'submitted' }],
    ['motion: uploaded → pending after 2000 ms', at('submitted', { page: 'motion' }), { type: 'submittedClosed' }, { screen: 'pending' }],
    ['motion: capture error → its error screen', at('capture', { page: 'motion' }), { type: 'captureFailed' }, { screen: 'motionError' }],
    ['motion: too many attempts refused → its error screen', at('capture', { page: 'motion' }), { type: 'refused', code: 'TOO_MANY_ATTEMPTS' }, { screen: 'motionError', tooManyAttempts: true }],
    ['motion error: got it → capture again', at('motionError', { page: 'motion' }), { type: 'retry' }, { screen: 'capture' }],
    ['motion error: got it after too many attempts → home', at('motionError', { page: 'motion', tooManyAttempts: true }), { type: 'retry' }, { screen: 'motionError', leaveTo: '/' }],
  ])('%s', (_name, state, event, expected) => {
    expect(transition(state, event)).toEqual({ ...state, ...expected });
  });

  const screens: Screen[] = ['loading', 'invalid', 'unavailable', 'intro', 'agreement', 'email', 'documents', 'tips', 'capture', 'submitted', 'pending', 'error', 'expired', 'motionError'];
  const events: Array<[CheckEvent, Screen[]]> = [
    [{ type: 'loaded', state: data() }, ['loading']],
    [{ type: 'linkInvalid' }, ['loading']],
    [{ type: 'loadFailed' }, ['loading']],
    [{ type: 'continue' }, ['intro']],
    [{ type: 'accept' }, ['agreement']],
    [{ type: 'back' }, ['agreement', 'email']],
    [checkedDocs, ['email']],
    [{ type: 'refused', code: 'CHECK_EXPIRED' }, ['email', 'capture']],
    [{ type: 'documentIssued', docInfo, messages: {} }, ['documents']],
    [{ type: 'documentFailed' }, []],
    [{ type: 'ready' }, ['tips']],
    [{ type: 'uploaded' }, ['capture']],
    [{ type: 'captureFailed' }, ['capture']],
    [{ type: 'submittedClosed' }, ['submitted']],
    [{ type: 'retry' }, ['error', 'motionError']],
  ];
  it.each(events)('%j changes nothing on any other screen (expired and pending are final)', (event, handledOn) => {
    for (const screen of screens.filter((s) => !handledOn.includes(s))) {
      const state = at(screen, { docs: docs() });
      expect(transition(state, event), screen).toBe(state);
    }
  });
});

describe('sender-flows §3 §7 recipient identity check: capture and call pairs', () => {
  it.each<[CheckPage, RecipientDocs | null, string[]]>([
    ['document', docs(false, true), ['document', 'selfie']],
    ['document', docs(false, false), ['document']],
    ['document', docs(true, true), ['document', 'selfie']],
    ['document', null, ['document']],
    ['motion', docs(true, true), ['motion']],
  ])('%s page with %j captures %j', (page, d, steps) => {
    expect(captureSteps(page, d)).toEqual(steps);
  });

  it.each([
    ['passport', ['front']],
    ['driving_licence', ['front', 'back']],
    ['residence_permit', ['front', 'back']],
    ['national_identity_card', ['front', 'back']],
  ] as const)('%s: sides %j', (type, sides) => {
    expect(documentSides(type)).toEqual(sides);
  });

  it.each([
    [['document', 'selfie'], 'passport', ['front', 'selfie']],
    [['document', 'selfie'], 'driving_licence', ['front', 'back', 'selfie']],
    [['document'], 'national_identity_card', ['front', 'back']],
    [['motion'], null, ['motion']],
  ] as const)('steps %j of a %s capture %j', (steps, type, items) => {
    expect(captureItems(steps, type)).toEqual(items);
  });

  it.each([
    ['front', 'image/jpeg', true],
    ['selfie', 'image/png', true],
    ['back', 'image/heic', false],
    ['front', 'application/pdf', false],
    ['front', 'video/mp4', false],
    ['selfie', 'image/svg+xml', false],
    ['motion', 'video/mp4', true],
    ['motion', 'video/webm', true],
    ['motion', 'image/jpeg', true],
    ['motion', 'text/plain', false],
  ] as const)('a %s takes %s: %s', (item, type, ok) => {
    expect(fileSuits(item, type)).toBe(ok);
    expect(acceptedTypes(item)).toBe(item === 'motion' ? 'video/*,image/*' : 'image/*');
  });

  it('the document call sends uuid, ticketId, senderBalId, toName, toNameF, recipientCountry, scenarioId in that order', () => {
    expect(Object.entries(documentPairs(data().paymentInfo))).toEqual([
      ['uuid', uuid],
      ['ticketId', 'TCK-1B9D6BCD'],
      ['senderBalId', '1'],
      ['toName', 'Maria'],
      ['toNameF', 'Santos'],
      ['recipientCountry', 'PH'],
      ['scenarioId', 'doc-1b9d6bcd'],
    ]);
  });

  it('the upload sends uuid + scenarioId, or uuid + currentScenarioId on the motion check', () => {
    expect(uploadPairs('document', data().paymentInfo)).toEqual({ uuid, scenarioId: 'doc-1b9d6bcd' });
    expect(uploadPairs('motion', data().paymentInfo)).toEqual({ uuid, currentScenarioId: 'motion-1b9d6bcd' });
  });
});

describe('sender-flows §2 recipient identity check: the link is checked before any call', () => {
  it.each([
    [`/web/af/${uuid}`, { uuid, page: 'document' }],
    [`/web/af/${uuid}/`, { uuid, page: 'document' }],
    [`/web/af/${uuid}/motion`, { uuid, page: 'motion' }],
    ['/web/af/823414b4-2234-4294-afc4-12f3f22bf2f4/motion', { uuid: '823414b4-2234-4294-afc4-12f3f22bf2f4', page: 'motion' }],
    [`/web/af/${uuid.toUpperCase()}`, null],
    ['/web/af/00000000-0000-0000-0000-000000000000', null],
    [`/web/af/${uuid}/other`, null],
    [`/web/af/${uuid}x`, null],
    ['/web/af/', null],
    ['/web/af', null],
    [`/web/af/..%2F${uuid}`, null],
    [`/web/af/${uuid.slice(0, -1)}'`, null],
  ] as const)('%s → %j', (path, expected) => {
    expect(linkOf(path, RECIPIENT_UUID)).toEqual(expected);
  });
});

describe('sender-flows §4 Email: one rule for the field, the browser and the sandbox', () => {
  it.each([
    ['maria@example.com', 'maria@example.com'],
    ['  Maria@Example.COM ', 'maria@example.com'],
    ['a@b.co', 'a@b.co'],
    [`${'a'.repeat(64)}@example.com`, `${'a'.repeat(64)}@example.com`],
  ])('%j is accepted as %j', (input, stored) => {
    expect(recipientEmail.parse(input)).toBe(stored);
  });

  it.each(['', 'maria', 'maria@', '@example.com', 'maria@example', 'ma ria@example.com', 'maria@example.c', `${'a'.repeat(65)}@example.com`, `a@${'b'.repeat(250)}.com`])('%j is refused', (input) => {
    expect(recipientEmail.safeParse(input).success).toBe(false);
  });
});

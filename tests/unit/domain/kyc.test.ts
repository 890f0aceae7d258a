import { describe, expect, it } from 'vitest';
import { frameFinish, frameLink, frameStartsWithTips, initialKycScreen, keptQuery, MAX_ERROR_INFO_CHARS, nextKycScreen, type KycFacts, type KycScreen } from '../../../src/domain/kyc.ts';

const all = ['passport', 'driving_licence', 'residence_permit', 'national_identity_card'] as const;
const needed: KycFacts = { status: 'none', documentsNeeded: all };
const nothing: KycFacts = { status: 'none', documentsNeeded: [] };

describe('sender-flows §2 KYC screens: the first screen', () => {
  it.each([
    ['verifying, whatever is needed', { status: 'verifying', documentsNeeded: all }, { screen: 'verifying' }],
    ['failed with documents to give again', { status: 'failed', documentsNeeded: all }, { screen: 'failed' }],
    ['failed with nothing to give', { status: 'failed', documentsNeeded: [] }, { screen: 'failed' }],
    ['nothing under review, documents needed', needed, { screen: 'documents' }],
    ['nothing under review, nothing needed', nothing, { screen: 'verified' }],
  ] as const)('%s', (_name, facts, screen) => expect(initialKycScreen(facts as KycFacts)).toEqual(screen));
});

describe('sender-flows §2 KYC screens: transitions', () => {
  const failed: KycScreen = { screen: 'failed' };
  const documents: KycScreen = { screen: 'documents' };
  const explanation: KycScreen = { screen: 'explanation', documentType: 'passport' };
  it.each([
    ['try again after a failure goes to the documents', failed, { type: 'retry' }, { ...needed, status: 'failed' }, documents],
    ['try again with nothing to give stays', failed, { type: 'retry' }, { status: 'failed', documentsNeeded: [] }, failed],
    ['picking a needed document explains it', documents, { type: 'pick', documentType: 'residence_permit' }, needed, { screen: 'explanation', documentType: 'residence_permit' }],
    ['picking a document that is not needed stays', documents, { type: 'pick', documentType: 'passport' }, { status: 'none', documentsNeeded: ['driving_licence'] }, documents],
    ['back from the explanation returns to the documents', explanation, { type: 'back' }, needed, documents],
    ['retry on the documents screen does nothing', documents, { type: 'retry' }, needed, documents],
    ['pick on the verifying screen does nothing', { screen: 'verifying' }, { type: 'pick', documentType: 'passport' }, needed, { screen: 'verifying' }],
    ['back on the verified screen does nothing', { screen: 'verified' }, { type: 'back' }, nothing, { screen: 'verified' }],
  ] as const)('%s', (_name, current, event, facts, next) => expect(nextKycScreen(current as KycScreen, event, facts as KycFacts)).toEqual(next));
});

describe('sender-flows §2 sender document frame: query string preserved', () => {
  it.each([
    ['/auth/kyc/ca/onfido/frame/passport', '', '/auth/kyc/ca/onfido/frame/passport'],
    ['/auth/kyc/ca/onfido/frame/passport', '?level=2', '/auth/kyc/ca/onfido/frame/passport?level=2'],
    ['/auth/kyc/ca/sumsub/frame/driving_licence', '?level=2&from=app', '/auth/kyc/ca/sumsub/frame/driving_licence?level=2&from=app'],
    // The markers of an earlier round trip through the frame do not travel on.
    ['/auth/kyc/ca/onfido/frame/passport', '?level=2&docCheckResult=fail&customErrorInfo=sdk%3Acamera', '/auth/kyc/ca/onfido/frame/passport?level=2'],
    ['/auth/kyc/ca/onfido/frame/passport', '?docCheckResult=success', '/auth/kyc/ca/onfido/frame/passport'],
    // Only frames of the KYC area are opened.
    ['https://evil.example/auth/kyc/ca/onfido/frame/passport', '', null],
    ['//evil.example/auth/kyc/ca/onfido/frame/passport', '', null],
    ['/auth/kyc/ca/onfido/frame/passport?x=1', '', null],
    ['/auth/kyc/../onfido/frame/passport', '', null],
    ['/auth/kyc/ca/onfido/frame/..', '', null],
    ['/auth/profile', '', null],
  ] as const)('%s with the page query %s → %s', (frameURL, search, link) => expect(frameLink(frameURL, search)).toBe(link));

  it('keeps every other parameter, repeated ones included, in order', () => {
    expect(keptQuery('?a=1&docCheckResult=x&a=2&customErrorInfo=y&b=').toString()).toBe('a=1&a=2&b=');
  });
});

describe('sender-flows §4 sender document frame: the optional tips screen', () => {
  it.each([
    ['', true],
    ['?level=2', true],
    ['?tips=1', true],
    ['?tips=', true],
    ['?tips=0', false],
    ['?tips=false', false],
    ['?level=2&tips=0', false],
  ] as const)('query %s starts with the tips: %s', (search, tips) => expect(frameStartsWithTips(search)).toBe(tips));
});

describe('sender-flows §4 sender document frame: where it finishes', () => {
  const urls = { successURL: '/auth/kyc/ca?level=2&docCheckResult=success', failURL: '/auth/kyc/ca?level=2&docCheckResult=fail' };
  it.each([
    ['success', { ok: true }, urls.successURL],
    ['failure without a message', { ok: false }, urls.failURL],
    ['failure with a null message', { ok: false, message: null }, urls.failURL],
    ['failure with a blank message', { ok: false, message: '   ' }, urls.failURL],
    ['failure with a message', { ok: false, message: 'sdk:camera_denied' }, '/auth/kyc/ca?level=2&docCheckResult=fail&customErrorInfo=sdk%3Acamera_denied'],
    ['failure with spaces and symbols, encoded', { ok: false, message: ' a & b = c? ' }, '/auth/kyc/ca?level=2&docCheckResult=fail&customErrorInfo=a+%26+b+%3D+c%3F'],
  ] as const)('%s', (_name, outcome, url) => expect(frameFinish(outcome, urls)).toBe(url));

  it('appends to a fail URL without a query, and replaces an earlier customErrorInfo', () => {
    expect(frameFinish({ ok: false, message: 'unreadable' }, { successURL: '/auth/kyc/ca', failURL: '/auth/kyc/ca' })).toBe('/auth/kyc/ca?customErrorInfo=unreadable');
    expect(frameFinish({ ok: false, message: 'new' }, { ...urls, failURL: '/auth/kyc/ca?customErrorInfo=old&docCheckResult=fail' })).toBe('/auth/kyc/ca?docCheckResult=fail&customErrorInfo=new');
  });

  it(`cuts a long message at ${MAX_ERROR_INFO_CHARS} characters, never inside a character`, () => {
    const long = `${'é'.repeat(MAX_ERROR_INFO_CHARS - 1)}😀😀`;
    const info = new URLSearchParams(frameFinish({ ok: false, message: long }, urls).split('?')[1]).get('customErrorInfo')!;
    expect([...info]).toHaveLength(MAX_ERROR_INFO_CHARS);
    expect(info.endsWith('😀')).toBe(true);
  });
});

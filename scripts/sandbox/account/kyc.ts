// KYC for senders (sender-flows §2 KYC screens and Sender document frame, §4 Sender document
// frame). The sandbox keeps no verification record: the state follows the sender's scenario
// (catalogue.ts) and the result the frame came back with (docCheckResult on the KYC page).
import { randomBytes } from 'node:crypto';
import { documentType as documentTypeSchema } from '../../../src/api/schemas/index.ts';
import type { Context } from '../context.ts';
import { BadRequest, sendJson } from '../http.ts';
import { basePageData } from '../page-data.ts';
import type { SessionUser } from '../session.ts';
import type { DocumentFrame, KycState } from '../../../src/api/schemas/account.ts';

/** ca: consumer account (the spec's /auth/kyc/ca); ba: business account, for its director. */
const USER_TYPES = ['ca', 'ba'] as const;
/** The document-check SDK (onfido) or the external provider (sumsub). */
const DOC_CHECKS = ['onfido', 'sumsub'] as const;
/** The query the frame's page keeps for its way back; longer ones are refused. */
const MAX_QUERY_CHARS = 2048;
/** Set on the KYC page by the frame's success and fail URLs. */
const RESULT_PARAM = 'docCheckResult';

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => list.includes(value as T);

function refuseParam(name: string, allowed: readonly string[]): never {
  throw new BadRequest(400, { code: `INVALID_${name.toUpperCase()}`, body: `${name} must be one of ${allowed.join(', ')}.` });
}

function userTypeOf(ctx: Context): (typeof USER_TYPES)[number] {
  const userType = ctx.params['userType'];
  return oneOf(USER_TYPES, userType) ? userType : refuseParam('userType', USER_TYPES);
}

/** US senders are checked by the external provider (a sandbox choice that gives hasSumsub a test value). */
const hasSumsub = (user: SessionUser): boolean => user.countryId === 840;

function scenarioStatus(user: SessionUser): KycState['status'] {
  if (user.scenario === 'frozen') return 'failed';
  if (user.scenario === 'low-risk-limit') return 'verifying';
  return 'none';
}

function kycStateOf(ctx: Context, userType: string): KycState {
  const user = ctx.user!;
  const result = ctx.url.searchParams.get(RESULT_PARAM);
  let status = scenarioStatus(user);
  if (status === 'none' && result === 'success') status = 'verifying';
  if (status === 'none' && result === 'fail') status = 'failed';
  // New senders (level 0) and those at their limit must identify; a failed check is retried.
  const needed = status === 'failed' || (status === 'none' && (user.amlLevel === 0 || user.scenario === 'reaching-limit'));
  const docCheck = hasSumsub(user) ? 'sumsub' : 'onfido';
  return {
    status,
    documentsNeeded: needed ? documentTypeSchema.options.map((type) => ({ type, title: ctx.t(`document.${type}`), frameURL: `/auth/kyc/${userType}/${docCheck}/frame/${type}` })) : [],
    hasSumsub: hasSumsub(user),
    current_aml_level: user.amlLevel,
  };
}

export function kycPage(ctx: Context): void {
  const userType = userTypeOf(ctx);
  sendJson(ctx.res, 200, { ...basePageData(ctx, ctx.t('title.kyc')), extra: kycStateOf(ctx, userType) });
}

/** The frame page's query, without the result markers of an earlier round trip. */
function keptQuery(url: URL): URLSearchParams {
  if (url.search.length > MAX_QUERY_CHARS) throw new BadRequest(400, { code: 'QUERY_TOO_LONG', body: `The query string exceeds ${MAX_QUERY_CHARS} characters.` });
  const query = new URLSearchParams(url.searchParams);
  query.delete(RESULT_PARAM);
  query.delete('customErrorInfo');
  return query;
}

export function documentFramePage(ctx: Context): void {
  const userType = userTypeOf(ctx);
  const docCheck = ctx.params['docCheck'];
  if (!oneOf(DOC_CHECKS, docCheck)) refuseParam('docCheck', DOC_CHECKS);
  const documentType = documentTypeSchema.safeParse(ctx.params['documentType']);
  if (!documentType.success) refuseParam('documentType', documentTypeSchema.options);
  const back = (result: 'success' | 'fail'): string => {
    const query = keptQuery(ctx.url);
    query.set(RESULT_PARAM, result);
    return `/auth/kyc/${userType}?${query}`;
  };
  const extra: DocumentFrame = {
    userType,
    docCheck,
    documentType: documentType.data,
    token: `sbx_${docCheck}_${randomBytes(24).toString('base64url')}`,
    successURL: back('success'),
    failURL: back('fail'),
  };
  sendJson(ctx.res, 200, { ...basePageData(ctx, ctx.t('title.documentCheck')), extra });
}

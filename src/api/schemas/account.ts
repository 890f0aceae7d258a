// Answer parts of the account pages: the extras of profile, invite friends, KYC and the document
// frame, and the cards list of a card submit.
import { z } from 'zod/mini';
import { documentType } from './antifraud.ts';
import { storedCard } from './payment.ts';

/** Answer of POST /api/auth/mycards/rename and /delete: the cards as they are now. */
export const cardsAnswer = z.object({ cards: z.array(storedCard) });

/** extra of /auth/profile page data and of the profile submit. */
export const profileExtra = z.object({
  email: z.string(),
  emailConfirmed: z.boolean(),
  amlLevel: z.int().check(z.gte(0)),
  /** Masked, e.g. +44••••••0001. */
  phone: z.string(),
  /** Sandbox convenience: the confirm link a real backend would email after an email change. */
  sandboxEmailConfirmLink: z.optional(z.string().check(z.startsWith('/email/confirm/'))),
});

/** extra of /auth/profile/invite-friends page data and of the invite submit. */
export const inviteExtra = z.object({
  inviteCode: z.string(),
  /** Same-origin path of the referral page (public-site §2 Referral bonus page). */
  inviteLink: z.string().check(z.startsWith('/referral/')),
  /** Newest first; phones masked. */
  invitesSent: z.array(z.object({ phone: z.string(), sentAt: z.int() })),
  showInviteCodeReferralButton: z.boolean(),
});

const kycStatus = z.enum(['none', 'verifying', 'failed']);

/** extra of /auth/kyc/{userType} page data (sender-flows §2 KYC screens). */
export const kycState = z.object({
  /** none: nothing under review (documents screen when some are needed); verifying; failed. */
  status: kycStatus,
  /** Identity documents the sender may provide now, each with the frame that captures it. */
  documentsNeeded: z.array(z.object({ type: documentType, title: z.string(), frameURL: z.string().check(z.startsWith('/auth/kyc/')) })),
  /** The external provider (Sumsub) checks this sender instead of the document-check SDK. */
  hasSumsub: z.boolean(),
  current_aml_level: z.int().check(z.gte(0)),
});

/** extra of /auth/kyc/{userType}/{docCheck}/frame/{documentType} page data (sender-flows §4 Sender document frame). */
export const documentFrame = z.object({
  userType: z.string(),
  docCheck: z.string(),
  documentType,
  /** Access token the document-check SDK is started with. */
  token: z.string().check(z.minLength(20)),
  /** Same-origin paths carrying the frame's query string; the client appends customErrorInfo to failURL. */
  successURL: z.string().check(z.startsWith('/auth/kyc/')),
  failURL: z.string().check(z.startsWith('/auth/kyc/')),
});

export type ProfileExtra = z.infer<typeof profileExtra>;
export type InviteExtra = z.infer<typeof inviteExtra>;
export type KycState = z.infer<typeof kycState>;
export type DocumentFrame = z.infer<typeof documentFrame>;

import { z } from 'zod/mini';
import {
  ANTIFRAUD_ERROR_CODES,
  DOCUMENT_TYPES,
  type AcceptableDocument,
  type AntiFraudState as DomainAntiFraudState,
  type RecipientDocs as DomainRecipientDocs,
  type RecipientPaymentInfo,
} from '../../domain/antifraud.ts';
import { EMAIL_MAX, isEmail } from '../../domain/email.ts';

export const documentType = z.enum(DOCUMENT_TYPES);

/** The uuid of an identity-check link (checked before any call). */
export const RECIPIENT_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The email screen's one field (sender-flows §4 Email). One rule drives the input's constraint
 * (`maxLength`, `type=email`), the browser's check before the call and the sandbox's check of the
 * call; the server's refusal of it comes back as `INVALID_EMAIL` and is shown on the field.
 */
export const RECIPIENT_EMAIL_MAX = EMAIL_MAX;
/** The one email rule of src/domain/email.ts. */
export const recipientEmail = z.string().check(z.trim(), z.toLowerCase(), z.maxLength(RECIPIENT_EMAIL_MAX), z.refine(isEmail));

/** The anti-fraud calls' error codes (shape 4 of sender-flows §8, README Backend contract). */
export const antifraudErrorCode = z.enum(ANTIFRAUD_ERROR_CODES);
export type AntifraudErrorCode = z.infer<typeof antifraudErrorCode>;

/** Recipient payment info (sender-flows §3). */
const recipientPaymentInfo = z.object({
  uuid: z.string().check(z.regex(RECIPIENT_UUID)),
  ticketId: z.string(),
  senderBalId: z.string(),
  toName: z.string(),
  toNameF: z.string(),
  recipientCountry: z.string(),
  scenarioId: z.string(),
  currentScenarioId: z.string(),
}) satisfies z.ZodMiniType<RecipientPaymentInfo>;

const acceptableDocument = z.object({
  type: documentType,
  title: z.string(),
  subTitle: z.string(),
  /** ISO 3166-1 alpha-2 of the issuing country. */
  issuedCountry: z.string(),
}) satisfies z.ZodMiniType<AcceptableDocument>;

export const docs = z.object({
  acceptableDocuments: z.array(acceptableDocument),
  requiredSelfie: z.boolean(),
  motionRequired: z.boolean(),
  identificationRequired: z.boolean(),
}) satisfies z.ZodMiniType<DomainRecipientDocs>;

/** Anti-fraud state (sender-flows §3), the extra of /web/af/{uuid} page data. */
export const antiFraudState = z.object({
  paymentInfo: recipientPaymentInfo,
  docs: z.nullable(docs),
  docInfo: z.nullable(z.object({ type: documentType, token: z.string() })),
  expired: z.boolean(),
  fraudOnfidoInProgress: z.boolean(),
  fraudOnfidoNeedToRetry: z.boolean(),
  fraudOnfidoTooManyAttempts: z.boolean(),
  recipientSumsubEnabled: z.boolean(),
  recipientAntiFraudStatus: z.object({ url: z.nullable(z.string()) }),
  suggestionItems: z.array(z.string()),
  agreementHref: z.string(),
  helpCenterLink: z.string(),
  successURL: z.string(),
  failURL: z.string(),
  showDocTypeDescription: z.boolean(),
}) satisfies z.ZodMiniType<DomainAntiFraudState>;

/** Answer of POST /antifraud/recipient/check.action. */
export const recipientCheckAnswer = z.object({
  extra: z.object({
    docs: z.nullable(docs),
    recipientSumsubEnabled: z.boolean(),
    recipientAntiFraudStatus: z.object({ url: z.nullable(z.string()) }),
  }),
});

/** Answer of POST /antifraud/recipient/onfido/get/document/{documentType}. */
export const documentAnswer = z.object({
  messages: z.record(z.string(), z.string()),
  extra: z.object({ docInfo: z.object({ type: documentType, token: z.string() }) }),
});

export type AntiFraudState = z.infer<typeof antiFraudState>;
export type RecipientDocs = z.infer<typeof docs>;
export type DocumentType = z.infer<typeof documentType>;
export type DocInfo = NonNullable<AntiFraudState['docInfo']>;

/** Answer of POST /antifraud/onfido/recipient/uploaded/document: the new state (in progress). */
export const uploadedAnswer = z.object({ extra: antiFraudState });

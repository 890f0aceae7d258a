// The anti-fraud check's data as the rules read it (sender-flows §3 Anti-fraud state, Document
// types; shape 4 of §8 for the error codes). The backend contract's schemas
// (src/api/schemas/antifraud.ts) are checked against these types, so the two cannot drift apart.

export const DOCUMENT_TYPES = ['passport', 'driving_licence', 'residence_permit', 'national_identity_card'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The anti-fraud calls' error codes. */
export const ANTIFRAUD_ERROR_CODES = [
  'INVALID_UUID',
  'CHECK_NOT_FOUND',
  'INVALID_EMAIL',
  'TOO_MANY_ATTEMPTS',
  'CHECK_IN_PROGRESS',
  'CHECK_EXPIRED',
  'INVALID_DOCUMENT_TYPE',
  'PAYMENT_INFO_MISMATCH',
  'DOCUMENTS_NOT_REQUESTED',
  'SCENARIO_REQUIRED',
  'DOCUMENT_NOT_REQUESTED',
  'MOTION_NOT_REQUIRED',
] as const;
export type AntifraudErrorCode = (typeof ANTIFRAUD_ERROR_CODES)[number];

export interface RecipientPaymentInfo {
  uuid: string;
  ticketId: string;
  senderBalId: string;
  toName: string;
  toNameF: string;
  recipientCountry: string;
  scenarioId: string;
  currentScenarioId: string;
}

export interface AcceptableDocument {
  type: DocumentType;
  title: string;
  subTitle: string;
  issuedCountry: string;
}

export interface RecipientDocs {
  acceptableDocuments: AcceptableDocument[];
  requiredSelfie: boolean;
  motionRequired: boolean;
  identificationRequired: boolean;
}

export interface DocInfo {
  type: DocumentType;
  token: string;
}

export interface AntiFraudState {
  paymentInfo: RecipientPaymentInfo;
  docs: RecipientDocs | null;
  docInfo: DocInfo | null;
  expired: boolean;
  fraudOnfidoInProgress: boolean;
  fraudOnfidoNeedToRetry: boolean;
  fraudOnfidoTooManyAttempts: boolean;
  recipientSumsubEnabled: boolean;
  recipientAntiFraudStatus: { url: string | null };
  suggestionItems: string[];
  agreementHref: string;
  helpCenterLink: string;
  successURL: string;
  failURL: string;
  showDocTypeDescription: boolean;
}

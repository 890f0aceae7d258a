import type { DocumentType } from '../../api/schemas/antifraud.ts';
import type { CaptureStep } from '../../domain/document-check.ts';
import type { DocumentCheckConfig } from '../../lib/third-party.ts';

/** The keys of the strings the adapter shows (`capture.*`, in the `identity` and `account` namespaces). */
export const DOCUMENT_CHECK_KEYS = [
  'capture.front',
  'capture.frontPassport',
  'capture.back',
  'capture.selfie',
  'capture.motion',
  'capture.hint',
  'capture.submit',
  'capture.missing',
  'capture.wrongType',
  'capture.tooLarge',
  'capture.loading',
  'capture.label',
] as const;

export type DocumentCheckKey = (typeof DOCUMENT_CHECK_KEYS)[number];

/** The strings the adapter shows. */
export type DocumentCheckStrings = Record<DocumentCheckKey, string>;

/** Why a capture ended without a result; the caller shows its error screen or goes to its fail URL. */
export type DocumentCheckError = 'unreadable' | 'sdk-failed' | `sdk:${string}`;

/** The adapter's interface (README.md beside this file). */
export interface DocumentCheckProps {
  /** The real SDK when configured (src/lib/third-party.ts), else null: the local capture. */
  config: DocumentCheckConfig | null;
  /** The document-check access token the backend issued for this capture. */
  token: string;
  steps: readonly CaptureStep[];
  /** The document chosen, for the 'document' step. */
  documentType: DocumentType | null;
  /** BCP 47 tag of the page language (the SDK's language). */
  lang: string;
  strings: DocumentCheckStrings;
  /** Every item was captured (the SDK uploaded it to the provider; the local capture keeps nothing). */
  onComplete: () => void;
  onError: (error: DocumentCheckError) => void;
}

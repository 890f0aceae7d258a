import type { DocumentType } from '../../api/schemas/antifraud.ts';
import type { CaptureStep } from '../../domain/document-check.ts';

/** The SDK's step list for the adapter's steps: the chosen document only, a selfie photo, a motion video. */
export function sdkSteps(steps: readonly CaptureStep[], documentType: DocumentType | null): unknown[] {
  return steps.map((step) => {
    if (step === 'document') return { type: 'document', options: documentType ? { documentTypes: { [documentType]: true } } : {} };
    return { type: 'face', options: { requestedVariant: step === 'motion' ? 'motion' : 'standard' } };
  });
}

// What a document check captures (sender-flows §3 Anti-fraud state: requiredSelfie, motionRequired;
// §3 Document types), shared by the recipient identity check and the sender's KYC frame.
import type { DocumentType } from './antifraud.ts';

/** A capture step of the document-check adapter (src/ui/document-check/). */
export type CaptureStep = 'document' | 'selfie' | 'motion';

/** One thing the local capture asks for: a document side, a selfie, or the selfie-motion video. */
export type CaptureItem = 'front' | 'back' | 'selfie' | 'motion';

/** Sides to photograph: a passport's photo page; the other documents front and back. */
export const documentSides = (type: DocumentType): Array<'front' | 'back'> => (type === 'passport' ? ['front'] : ['front', 'back']);

/** The items of a capture, in the order they are taken. */
export function captureItems(steps: readonly CaptureStep[], type: DocumentType | null): CaptureItem[] {
  return steps.flatMap((step): CaptureItem[] => (step === 'document' ? documentSides(type ?? 'passport') : [step]));
}

/** The file types an item takes: photos, and for the motion video a video (or a photo series frame). */
export const acceptedTypes = (item: CaptureItem): string => (item === 'motion' ? 'video/*,image/*' : 'image/*');

/** Whether a chosen file's type suits the item (the browser's `accept` is only a hint). */
export function fileSuits(item: CaptureItem, mimeType: string): boolean {
  if (/^image\/(jpeg|png|webp)$/.test(mimeType)) return true;
  return item === 'motion' && /^video\/(mp4|webm|quicktime)$/.test(mimeType);
}

/** The largest file the local capture takes (a phone photo is 2–8 MB). */
export const MAX_CAPTURE_BYTES = 15 * 1024 * 1024;

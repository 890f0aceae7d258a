import { LocalCapture } from './LocalCapture.tsx';
import { SdkCapture } from './SdkCapture.tsx';
import type { DocumentCheckProps } from './types.ts';

export type { DocumentCheckProps, DocumentCheckStrings, DocumentCheckError } from './types.ts';

/**
 * The document-check adapter (sender-flows §4 capture frame, §7 document-check service): the real
 * SDK when the build configured one, otherwise the local capture the sandbox uses. Both end in
 * onComplete or onError, so the recipient identity check and the sender's KYC frame do not care.
 */
export function DocumentCheck(props: DocumentCheckProps) {
  return props.config ? <SdkCapture {...props} config={props.config} /> : <LocalCapture {...props} />;
}

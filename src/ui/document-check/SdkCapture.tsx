import { useEffect, useRef } from 'react';
import type { DocumentCheckConfig } from '../../lib/third-party.ts';
import type { DocumentCheckProps } from './types.ts';
import { sdkSteps } from './sdk-steps.ts';

/**
 * The real document-check SDK: the npm package `onfido-sdk-ui` is a small loader, imported only
 * here (its own chunk, fetched only when the build configured the SDK); it then loads the SDK
 * version of sender-flows §7 from the provider's host, which the CSP allows once configured.
 */
export function SdkCapture({ config, token, steps, documentType, lang, strings, onComplete, onError }: DocumentCheckProps & { config: DocumentCheckConfig }) {
  const container = useRef<HTMLDivElement>(null);
  const done = useRef({ onComplete, onError });
  done.current = { onComplete, onError };
  // Re-initialise only when what is captured changes, not when the caller passes a new array.
  const stepKey = steps.join(',');
  useEffect(() => {
    let handle: { tearDown: () => Promise<void> } | null = null;
    let cancelled = false;
    void import('onfido-sdk-ui')
      .then(({ Onfido }) => {
        if (cancelled || !container.current) return;
        // The loader's parameter type is a union of several SDK flavours; this is its classic one.
        const parameters = {
          token,
          version: config.version,
          containerEl: container.current,
          language: lang,
          steps: sdkSteps(stepKey.split(',') as typeof steps, documentType),
          onComplete: () => done.current.onComplete(),
          onError: (error: { type?: string }) => done.current.onError(`sdk:${error.type ?? 'exception'}`),
        };
        handle = Onfido.init(parameters);
      })
      .catch(() => {
        if (!cancelled) done.current.onError('sdk-failed');
      });
    return () => {
      cancelled = true;
      void handle?.tearDown();
    };
  }, [config.version, token, stepKey, documentType, lang]);
  return (
    <div className="document-check" ref={container} aria-busy="true" aria-label={strings['capture.label']}>
      <p role="status">{strings['capture.loading']}</p>
    </div>
  );
}

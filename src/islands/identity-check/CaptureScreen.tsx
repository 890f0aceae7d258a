import type { Translate } from '../../i18n/runtime.ts';
import type { DocInfo } from '../../api/schemas/antifraud.ts';
import { captureSteps, type CheckState } from '../../domain/identity-check.ts';
import type { DocumentCheckConfig } from '../../lib/third-party.ts';
import { DocumentCheck } from '../../ui/document-check/DocumentCheck.tsx';
import { documentCheckStrings } from '../../ui/document-check/strings.ts';
import { TimedModal } from '../../ui/primitives/TimedModal.tsx';
import { ScreenFrame } from './ScreenFrame.tsx';

interface Props {
  t: Translate<'identity'>;
  tag: string;
  state: CheckState;
  /** The document's access token; the motion check uses the token of the check's document. */
  docInfo: DocInfo | null;
  config: DocumentCheckConfig | null;
  focus: boolean;
  onCaptured: () => void;
  onFailed: () => void;
  onSubmittedClosed: () => void;
}

/**
 * Capture frame and the timed 'submitted' modal (sender-flows §4): the document-check adapter
 * captures; its completion is uploaded by the caller, then the modal shows for 2000 ms (the
 * motion check's 'uploaded'), announced as a dialog, and verify-pending follows.
 */
export function CaptureScreen({ t, tag, state, docInfo, config, focus, onCaptured, onFailed, onSubmittedClosed }: Props) {
  const motion = state.page === 'motion';
  const submitted = state.screen === 'submitted';
  return (
    <ScreenFrame title={t(motion ? 'capture.motionTitle' : 'capture.title')} focus={focus && !submitted}>
      {!submitted && (
        <DocumentCheck
          config={config}
          token={docInfo?.token ?? ''}
          steps={captureSteps(state.page, state.docs)}
          documentType={motion ? null : (docInfo?.type ?? null)}
          lang={tag}
          strings={documentCheckStrings(t)}
          onComplete={onCaptured}
          onError={onFailed}
        />
      )}
      <TimedModal open={submitted} onClose={onSubmittedClosed} title={t(motion ? 'submitted.motionTitle' : 'submitted.title')} closeLabel={t('close')}>
        <p>{t(motion ? 'submitted.motionText' : 'submitted.text')}</p>
      </TimedModal>
    </ScreenFrame>
  );
}

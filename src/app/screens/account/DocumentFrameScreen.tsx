import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { documentFrame } from '../../../api/schemas/account.ts';
import { frameFinish, frameStartsWithTips, type FrameOutcome } from '../../../domain/kyc.ts';
import { safeRedirect } from '../../../domain/safe-redirect.ts';
import { languageTags } from '../../../i18n/language-tags.ts';
import { DocumentCheck, type DocumentCheckError } from '../../../ui/document-check/DocumentCheck.tsx';
import { documentCheckStrings } from '../../../ui/document-check/strings.ts';
import { $config } from '../../config.ts';
import { reportProblem } from '../../report.ts';
import { navigate } from '../../router.ts';
import { $lang } from '../../strings.ts';
import { FrameTips } from './FrameTips.tsx';
import { AccountView } from './AccountView.tsx';
import { usePageExtra, type AccountScreenProps } from './page-extra.ts';
import { useAccountT } from './strings.ts';

/** What the sender captures: the document, then a selfie to match it. */
const STEPS = ['document', 'selfie'] as const;

/**
 * The sender document frame (/auth/kyc/{userType}/{docCheck}/frame/{documentType}, query kept;
 * sender-flows §2, §4, §8): the optional tips, then the document-check adapter with the page's
 * token. It finishes at the success URL, or, on an error, reports it and goes to the fail URL with
 * the error appended as customErrorInfo. The SDK runs only for the check it is configured for.
 */
export default function DocumentFrameScreen({ page, where, params }: AccountScreenProps) {
  const t = useAccountT();
  const lang = useStore($lang);
  const config = useStore($config).documentCheck ?? null;
  const loaded = usePageExtra(page, documentFrame);
  const [stage, setStage] = useState<'tips' | 'capture' | 'finishing' | null>(null);
  if (!loaded) return null;
  const frame = loaded.extra;
  const current = stage ?? (frameStartsWithTips(where.search) ? 'tips' : 'capture');
  const backHref = `/auth/kyc/${encodeURIComponent(params['userType'] ?? frame.userType)}`;

  const finish = (outcome: FrameOutcome) => {
    setStage('finishing');
    const target = safeRedirect(frameFinish(outcome, frame), location.origin);
    if (!target) reportProblem('document frame: refused finish URL', outcome.ok ? frame.successURL : frame.failURL);
    navigate(target ?? backHref, { replace: true });
  };
  const onError = (error: DocumentCheckError) => {
    reportProblem('document frame error', { error, docCheck: frame.docCheck, documentType: frame.documentType });
    finish({ ok: false, message: error });
  };

  if (current === 'tips') return <FrameTips t={t} backHref={backHref} onReady={() => setStage('capture')} />;
  return (
    <AccountView title={t('frame.title')}>
      {current === 'finishing' ? (
        <p role="status">{t('frame.finishing')}</p>
      ) : (
        <DocumentCheck
          config={config && config.sdk === frame.docCheck ? config : null}
          token={frame.token}
          steps={STEPS}
          documentType={frame.documentType}
          lang={languageTags[lang]}
          strings={documentCheckStrings(t)}
          onComplete={() => finish({ ok: true })}
          onError={onError}
        />
      )}
    </AccountView>
  );
}

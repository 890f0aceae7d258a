import { useEffect, useMemo, useState } from 'react';
import { kycState } from '../../../api/schemas/account.ts';
import { frameLink, initialKycScreen, nextKycScreen, type KycEvent, type KycFacts, type KycScreen as View } from '../../../domain/kyc.ts';
import { AccountView } from './AccountView.tsx';
import { DocumentsView, ExplanationView, SendLink } from './KycViews.tsx';
import { usePageExtra, type AccountScreenProps } from './page-extra.ts';
import { useAccountT } from './strings.ts';

/**
 * KYC (/auth/kyc/{userType}, sender-flows §2 KYC screens): failed, verifying, documents and the
 * document explanation, by the rules of src/domain/kyc.ts; the explanation leads to the sender
 * document frame, whose success and fail URLs bring the sender back here with the outcome.
 */
export default function KycScreen({ page, where }: AccountScreenProps) {
  const t = useAccountT();
  const loaded = usePageExtra(page, kycState);
  const kyc = loaded?.extra ?? null;
  const facts: KycFacts | null = useMemo(() => kyc && { status: kyc.status, documentsNeeded: kyc.documentsNeeded.map((d) => d.type) }, [kyc]);
  const [view, setView] = useState<View | null>(null);
  useEffect(() => setView(facts && initialKycScreen(facts)), [facts]);
  if (!kyc || !facts || !view) return null;
  const on = (event: KycEvent) => setView(nextKycScreen(view, event, facts));

  switch (view.screen) {
    case 'failed':
      return (
        <AccountView icon="failure" title={t('kyc.failedTitle')}>
          <p>{t('kyc.failedText')}</p>
          <div className="app-actions">
            {facts.documentsNeeded.length > 0 && (
              <button type="button" className="button" onClick={() => on({ type: 'retry' })}>
                {t('kyc.retry')}
              </button>
            )}
            <SendLink t={t} />
          </div>
        </AccountView>
      );
    case 'verifying':
      return (
        <AccountView icon="pending" title={t('kyc.verifyingTitle')}>
          <p>{t('kyc.verifyingText')}</p>
          <div className="app-actions">
            <SendLink t={t} />
          </div>
        </AccountView>
      );
    case 'verified':
      return (
        <AccountView icon="success" title={t('kyc.verifiedTitle')}>
          <p>{t('kyc.verifiedText', { level: kyc.current_aml_level })}</p>
          <div className="app-actions">
            <SendLink t={t} />
          </div>
        </AccountView>
      );
    case 'documents':
      return <DocumentsView kyc={kyc} t={t} onPick={(documentType) => on({ type: 'pick', documentType })} />;
    case 'explanation': {
      const frameURL = kyc.documentsNeeded.find((d) => d.type === view.documentType)?.frameURL ?? '';
      return <ExplanationView kyc={kyc} type={view.documentType} frameHref={frameLink(frameURL, where.search)} t={t} onBack={() => on({ type: 'back' })} />;
    }
  }
}

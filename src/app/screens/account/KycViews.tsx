import type { KycState } from '../../../api/schemas/account.ts';
import type { DocumentType } from '../../../api/schemas/antifraud.ts';
import { SIGNED_IN_HOME } from '../../../domain/auth-routing.ts';
import type { AccountTranslate as Translate } from './strings.ts';
import { AccountView } from './AccountView.tsx';

export const SendLink = ({ t }: { t: Translate }) => (
  <a className="button secondary" href={SIGNED_IN_HOME}>
    {t('kyc.toSend')}
  </a>
);

/** Documents: one button per document the sender may give (sender-flows §2 KYC screens). */
export function DocumentsView({ kyc, t, onPick }: { kyc: KycState; t: Translate; onPick: (type: DocumentType) => void }) {
  return (
    <AccountView title={t('kyc.documentsTitle')}>
      <p>{t('kyc.documentsText')}</p>
      <ul className="kyc-documents" aria-label={t('kyc.documentsLabel')}>
        {kyc.documentsNeeded.map((doc) => (
          <li key={doc.type}>
            <button type="button" className="button secondary" onClick={() => onPick(doc.type)}>
              {doc.title}
            </button>
          </li>
        ))}
      </ul>
    </AccountView>
  );
}

/** Document explanation: what to photograph, then on to the frame (its address keeps the page's query). */
export function ExplanationView({ kyc, type, frameHref, t, onBack }: { kyc: KycState; type: DocumentType; frameHref: string | null; t: Translate; onBack: () => void }) {
  const doc = kyc.documentsNeeded.find((d) => d.type === type);
  return (
    <AccountView title={doc?.title ?? t('kyc.documentsTitle')}>
      <p>{t(`kyc.explain.${type}`)}</p>
      <p>{t('kyc.explainSelfie')}</p>
      {kyc.hasSumsub && <p>{t('kyc.explainProvider')}</p>}
      <div className="app-actions">
        {frameHref && (
          <a className="button" href={frameHref}>
            {t('kyc.continue')}
          </a>
        )}
        <button type="button" className="button secondary" onClick={onBack}>
          {t('kyc.back')}
        </button>
      </div>
    </AccountView>
  );
}

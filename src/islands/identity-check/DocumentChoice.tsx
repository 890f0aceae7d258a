import { useState } from 'react';
import type { AntiFraudState, DocumentType, RecipientDocs } from '../../api/schemas/antifraud.ts';
import { countryInSentence } from '../../domain/country-in-sentence.ts';
import { countryName } from '../../domain/country-name.ts';
import type { Translate } from '../../i18n/runtime.ts';
import { ScreenFrame } from './ScreenFrame.tsx';
import type { CallOutcome } from './use-identity-check.ts';

interface Props {
  t: Translate<'identity'>;
  tag: string;
  docs: RecipientDocs;
  data: AntiFraudState;
  focus: boolean;
  onChoose: (type: DocumentType) => Promise<CallOutcome>;
}

/** The issuing country's name in the page language, as it reads in a sentence (ISO alpha-2 from the answer). */
const issuingCountry = (code: string, tag: string): string => countryInSentence(code, tag.split('-')[0]!, countryName(code, tag, code));

/**
 * Document choice (sender-flows §4): each acceptable document with its title, subtitle (when
 * showDocTypeDescription) and issuing country; picking one asks for its access token, and a
 * failure stays here with a message.
 */
export function DocumentChoice({ t, tag, docs, data, focus, onChoose }: Props) {
  const [failed, setFailed] = useState(false);
  const choose = async (type: DocumentType) => setFailed((await onChoose(type)) !== 'ok');
  return (
    <ScreenFrame title={t('documents.title')} focus={focus}>
      <p>{t('documents.text')}</p>
      {failed && (
        <p className="form-error" role="alert">
          {t('documents.failed')}
        </p>
      )}
      <ul className="document-list">
        {docs.acceptableDocuments.map((doc) => (
          <li key={doc.type}>
            <button type="button" className="document-option" onClick={() => void choose(doc.type)}>
              <span className="document-title">{doc.title}</span>
              {data.showDocTypeDescription && <span className="document-subtitle">{doc.subTitle}</span>}
              <span className="document-country">{t('documents.issuedIn', { country: issuingCountry(doc.issuedCountry, tag) })}</span>
            </button>
          </li>
        ))}
      </ul>
    </ScreenFrame>
  );
}

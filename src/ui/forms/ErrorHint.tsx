import { useState } from 'react';
import { Popup } from '../primitives/Popup.tsx';
import { Modal } from '../primitives/Modal.tsx';
import { hintText } from '../../domain/error-hint.ts';
import { RichText } from './RichText.tsx';
import type { Translate } from './types.ts';
import { addEnglish } from './strings.ts';
import hintStrings from '../../../public/locales/en/forms.json?strings=error-hint';

addEnglish('forms', hintStrings);

export interface ErrorHintProps {
  longText: string | undefined;
  message: string;
  t: Translate;
  /** The report-a-problem path; without it the popup has no report button (sender-flows §8 "if available"). */
  onReport: (() => Promise<void> | void) | undefined;
}

type Step = 'closed' | 'hint' | 'reported';

/**
 * The error hint of sender-flows §8: a button beside the field error opens a popup with the long
 * text (allowlisted HTML) and, when the screen takes reports, a report-a-problem button that leads
 * to a confirmation modal with 'Got it'.
 */
export function ErrorHint({ longText, message, t, onReport }: ErrorHintProps) {
  const [step, setStep] = useState<Step>('closed');
  const [sending, setSending] = useState(false);
  async function report() {
    if (!onReport || sending) return;
    setSending(true);
    try {
      await onReport();
      setStep('reported');
    } finally {
      setSending(false);
    }
  }
  return (
    <>
      <button type="button" className="form-hint-button" aria-haspopup="dialog" onClick={() => setStep('hint')}>
        {t('forms::hint.open')}
      </button>
      <Popup open={step === 'hint'} onClose={() => setStep('closed')} title={t('forms::hint.title')} closeLabel={t('forms::close')}>
        <RichText as="div" className="form-hint-text" html={hintText(longText, message)} />
        {onReport && (
          <button type="button" className="button secondary" aria-disabled={sending || undefined} onClick={() => void report()}>
            {t('forms::hint.report')}
          </button>
        )}
      </Popup>
      <Modal open={step === 'reported'} onClose={() => setStep('closed')} title={t('forms::hint.reportSent.title')} closeLabel={t('forms::close')}>
        <p>{t('forms::hint.reportSent.text')}</p>
        <button type="button" className="button" onClick={() => setStep('closed')}>
          {t('forms::hint.gotIt')}
        </button>
      </Modal>
    </>
  );
}

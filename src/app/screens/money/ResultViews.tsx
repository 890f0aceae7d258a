import { useEffect, useRef } from 'react';
import type { Cheque, PaymentResult } from '../../../api/schemas/payment.ts';
import { failureCancelPath, HOME_PATH, userErrorPath } from '../../../domain/transfer-result.ts';
import { useStore } from '@nanostores/react';
import { countryName } from '../../../domain/country-name.ts';
import { formatMoneyText } from '../../../domain/money-text.ts';
import { languageTags } from '../../../i18n/language-tags.ts';
import { $lang } from '../../strings.ts';
import { $config } from '../../config.ts';
import { safeResultLinks } from '../../../domain/result-links.ts';
import { useMoneyT } from './strings.ts';
import { TransferSteps } from './TransferSteps.tsx';

/** The transfer in words: "GBP 50.00 → Philippines", the amount and the country in the page's language. */
export const transferText = (cheque: Cheque, tag: string): string =>
  `${formatMoneyText(cheque.amountFrom, cheque.amountFromCurrency, tag)} → ${countryName(cheque.toCountry.code, tag, cheque.toCountry.nameEn)}`;

/** The page language's tag, for formatting amounts. */
export const useTag = (): string => languageTags[useStore($lang)];

/** Focus moves to the view's heading, so a screen reader hears the outcome as it changes. */
export function ResultHeading({ id, text }: { id: string; text: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), [text]);
  return (
    <h1 id={id} ref={ref} tabIndex={-1}>
      {text}
    </h1>
  );
}

/** Below 90 or no status: the transfer is being processed (sender-flows §4). */
export function WaitingView({ cheque }: { cheque: Cheque | null }) {
  const t = useMoneyT();
  const tag = useTag();
  return (
    <section className="app-screen app-result" aria-labelledby="result-title">
      <TransferSteps current={3} />
      <span className="result-icon waiting" aria-hidden="true">
        …
      </span>
      <ResultHeading id="result-title" text={t('result.waitingTitle')} />
      <p role="status">{cheque ? t('result.waitingText', { transfer: transferText(cheque, tag) }) : t('result.waitingPlain')}</p>
    </section>
  );
}

/** Above 90: the failure screen with its status text and cancel, to the invite page or home (sender-flows §2, §4). */
export function FailureView({ cheque, result }: { cheque: Cheque; result: PaymentResult }) {
  const t = useMoneyT();
  const tag = useTag();
  return (
    <section className="app-screen app-result" aria-labelledby="result-title">
      <span className="result-icon failure" aria-hidden="true">
        !
      </span>
      <ResultHeading id="result-title" text={t('result.failureTitle')} />
      <p>{t('result.failureText', { transfer: transferText(cheque, tag) })}</p>
      <div className="app-actions">
        <a className="button" href={failureCancelPath(result.showInviteCodeReferralButton)}>
          {t('result.cancel')}
        </a>
      </div>
    </section>
  );
}

/**
 * An error code: the error page with the link to /auth/user-error?code=, the extra-check button
 * when the result names a page for it (nextPageLink), and cancel (home) (sender-flows §4).
 */
export function ErrorCodeView({ code, result }: { code: number; result: PaymentResult }) {
  const t = useMoneyT();
  const { nextPageLink } = safeResultLinks(result, location.origin, $config.get().allowedRedirectHosts);
  return (
    <section className="app-screen app-result" aria-labelledby="result-title">
      <span className="result-icon failure" aria-hidden="true">
        !
      </span>
      <ResultHeading id="result-title" text={t('result.errorTitle')} />
      <p>{t('result.errorText', { code })}</p>
      <div className="app-actions">
        <a className="button" href={userErrorPath(code)}>
          {t('result.errorDetails')}
        </a>
        {nextPageLink && (
          <a className="button secondary" href={nextPageLink}>
            {t('result.extraCheck')}
          </a>
        )}
        <a className="button secondary" href={HOME_PATH}>
          {t('result.cancel')}
        </a>
      </div>
    </section>
  );
}

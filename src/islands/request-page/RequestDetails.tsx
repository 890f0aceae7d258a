import { useEffect, useRef, useState } from 'react';
import { formatMoneyText } from '../../domain/money-text.ts';
import { avatarSrc, floatingButtonVisible, safeLink } from '../../domain/request-page.ts';
import type { RequestPageData } from './use-request-page.ts';
import type { Translate } from '../../i18n/runtime.ts';

interface Props {
  page: RequestPageData;
  t: Translate<'landing'>;
  tag: string;
  allowedHosts: string[];
}

/**
 * An open payment request (public-site §2): avatar (the text symbol when there is none or it does
 * not load), status, header text, amount, sender, country, comment, promo text and the continue,
 * get-app and download links; below desktop width a floating copy of the main button appears once
 * the main one has scrolled past (public-site §4).
 */
export function RequestDetails({ page, t, tag, allowedHosts }: Props) {
  const [broken, setBroken] = useState(false);
  const [floating, setFloating] = useState(false);
  const main = useRef<HTMLAnchorElement>(null);
  const continueWeb = safeLink(page.continueWeb, allowedHosts);
  const getApp = safeLink(page.getApp, allowedHosts);
  const download = safeLink(page.downloadLink, allowedHosts);
  const primary = continueWeb ? { href: continueWeb, label: t('request.pay') } : getApp ? { href: getApp, label: t('request.getApp') } : null;
  useEffect(() => {
    const check = () => setFloating(!!main.current && floatingButtonVisible(main.current.getBoundingClientRect().bottom, window.innerWidth));
    check();
    addEventListener('scroll', check, { passive: true });
    addEventListener('resize', check);
    return () => {
      removeEventListener('scroll', check);
      removeEventListener('resize', check);
    };
  }, []);
  const avatar = broken ? null : avatarSrc(page.avatar);
  let country = page.country_code.toUpperCase();
  try {
    country = new Intl.DisplayNames([tag], { type: 'region' }).of(country) ?? country;
  } catch {
    /* keep the code */
  }
  return (
    <article className="request">
      <div className="request-avatar" aria-hidden="true">
        {avatar ? <img src={avatar} alt="" width="72" height="72" onError={() => setBroken(true)} /> : page.fromFi}
      </div>
      <p className="request-status">{t('request.status.success')}</p>
      <h1>{page.headerText}</h1>
      <p className="request-amount">
        <span className="visually-hidden">{t('request.amount')}: </span>
        {formatMoneyText(page.formatedAmount, page.currencyCode, tag)}
      </p>
      <p className="request-from">{t('request.from', { name: page.fromName })}</p>
      <dl className="request-facts">
        {page.country_code && (
          <div>
            <dt>{t('request.country')}</dt>
            <dd>{country}</dd>
          </div>
        )}
        {page.comment && (
          <div>
            <dt>{t('request.comment')}</dt>
            <dd>{page.comment}</dd>
          </div>
        )}
      </dl>
      {page.promo_text && <p className="request-promo">{page.promo_text}</p>}
      <p className="request-actions">
        {primary && (
          <a ref={main} className="button" href={primary.href}>
            {primary.label}
          </a>
        )}
        {continueWeb && getApp && (
          <a className="button secondary" href={getApp}>
            {t('request.getApp')}
          </a>
        )}
        {download && <a href={download}>{t('request.download')}</a>}
      </p>
      {primary && floating && (
        <div className="request-floating">
          <a className="button" href={primary.href}>
            {primary.label}
          </a>
        </div>
      )}
    </article>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { requestPage, type RequestPageAnswer } from '../../../api/schemas/public.ts';
import { createdRequestOf, requestCallPath, requestTone } from '../../../domain/request-page.ts';
import { backend } from '../../backend.ts';
import type { ScreenProps } from '../../screen-props.ts';
import { ShareLink } from '../../ui/ShareLink.tsx';
import { useRequestT } from './request-strings.ts';
import { useTag } from './ResultViews.tsx';
import { formatMoneyText } from '../../../domain/money-text.ts';
import './history.css';

const PageProblemScreen = lazy(() => import('../PageProblemScreen.tsx').then((m) => ({ default: m.PageProblemScreen })));

type Loaded = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; bill: RequestPageAnswer };

/**
 * The requester's page after "Create request": the link to send the payer, to copy or share, what
 * the requester will receive (the payer pays any fee), and the request's status from the shared
 * page's own call. The shared page itself stays the payer's.
 */
export default function RequestCreatedScreen({ where, page }: ScreenProps) {
  const t = useRequestT();
  const tag = useTag();
  const created = createdRequestOf(where.search);
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const route = created?.route;
  const key = created?.key;
  useEffect(() => {
    if (!route || !key) return;
    let live = true;
    setLoaded({ phase: 'loading' });
    void backend()
      .get(requestCallPath(route, key), requestPage)
      .then((answer) => {
        if (live) setLoaded(answer.ok ? { phase: 'ready', bill: answer.data } : { phase: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [route, key]);
  if (page.phase !== 'ready') return null;
  if (!created)
    return (
      <Suspense fallback={null}>
        <PageProblemScreen problem="not-found" />
      </Suspense>
    );
  const url = new URL(created.link, location.origin).href;
  const bill = loaded.phase === 'ready' ? loaded.bill : null;
  const amount = bill ? formatMoneyText(bill.formatedAmount, bill.currencyCode, tag) : '';
  return (
    <section className="app-screen money-screen request-created" aria-labelledby="request-created-title">
      <span className="result-icon success" aria-hidden="true">
        ✓
      </span>
      <h1 id="request-created-title">{t('title')}</h1>
      <p>{t('lead')}</p>
      <ShareLink
        url={url}
        texts={{
          label: t('link'),
          copy: t('copy'),
          copied: t('copied'),
          copyFailed: t('copyFailed'),
          share: t('share'),
          shareText: bill ? t('shareText', { amount }) : t('shareTextPlain'),
        }}
      />
      <dl className="money-summary request-created-summary">
        {bill && (
          <div className="money-summary-total">
            <dt>{t('amount')}</dt>
            <dd>{amount}</dd>
          </div>
        )}
        <div>
          <dt>{t('status')}</dt>
          <dd>
            <span role="status">
              {loaded.phase === 'loading' ? (
                t('statusLoading')
              ) : loaded.phase === 'failed' ? (
                t('statusFailed')
              ) : (
                <span className="money-status" data-status={requestTone(loaded.bill.status)}>
                  {t(`status.${loaded.bill.status}`)}
                </span>
              )}
            </span>
          </dd>
        </div>
        {bill?.comment && (
          <div>
            <dt>{t('comment')}</dt>
            <dd>{bill.comment}</dd>
          </div>
        )}
      </dl>
      <div className="app-actions">
        <a className="button secondary" href={created.link}>
          {t('open')}
        </a>
        <a className="button secondary" href="/auth/send/main.page">
          {t('done')}
        </a>
      </div>
    </section>
  );
}

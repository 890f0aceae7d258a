import { useEffect, useEffectEvent, useState } from 'react';
import { useStore } from '@nanostores/react';
import { languageTags } from '../../../i18n/language-tags.ts';
import { corridorFromForm, corridorFromRoute } from '../../../domain/send-corridor.ts';
import { draftBelongsTo, draftCorridor } from '../../../domain/transfer-draft.ts';
import { phoneCountry } from '../../../domain/phone-countries.ts';
import { loadPhoneRulesOf } from '../../../lib/phone-rules-by-code.ts';
import { clearDraft, readDraft } from '../../../stores/transfer-draft.ts';
import { $lang } from '../../strings.ts';
import type { ScreenProps } from '../../screen-props.ts';
import { HistorySection } from './HistorySection.tsx';
import { SendForm } from './SendForm.tsx';
import { SignedInCalculator } from './SignedInCalculator.tsx';
import { useMoneyT } from './strings.ts';
import { TransferSteps } from './TransferSteps.tsx';
import { useSendCalculator } from './use-send-calculator.ts';

/**
 * The send form (sender-flows §2, §3: /auth/send/main.page, and /auth/send/{from}/{to} from the
 * landing calculator's start path) with the signed-in calculator above it and the sender's
 * history below. The send page's own form shows at once; the calculator call then brings the
 * corridor's figures and a fresh form (visible values kept).
 */
export default function SendScreen({ where, page }: ScreenProps) {
  const t = useMoneyT();
  const lang = useStore($lang);
  const tag = languageTags[lang];
  const calc = useSendCalculator('send', tag);
  const data = page.phase === 'ready' ? page.data : null;
  const pageForm = where.path === '/auth/send/main.page' ? (data?.forms?.find((f) => f.name === 'send') ?? null) : null;

  // A draft the session's end left behind (transfer-draft) reopens its corridor, amount and method.
  const [draft] = useState(readDraft);
  const own = draft && data && draftBelongsTo(draft, data.auth.ballId) ? draft : null;

  const startCorridor = useEffectEvent(() => {
    if (draft && !own) clearDraft();
    const values = Object.fromEntries((pageForm?.fields ?? []).map((f) => [f.name, f.value]));
    const routeStart = corridorFromRoute(where.path, where.search);
    const start = (own && draftCorridor(own, routeStart)) ?? routeStart ?? (pageForm ? corridorFromForm(pageForm.action, values) : null);
    if (start) void calc.load(start);
  });
  useEffect(() => {
    if (data) startCorridor();
  }, [data]);

  // The recipient's phone rules are asked for with the route's data, not once the form has rendered.
  const recipientCountry = corridorFromRoute(where.path, where.search)?.to;
  useEffect(() => {
    const code = phoneCountry(recipientCountry)?.prefix;
    if (code) loadPhoneRulesOf(code).catch(() => {});
  }, [recipientCountry]);

  if (!data) return null;
  const form = calc.form ?? pageForm;
  return (
    <section className="app-screen money-screen" aria-labelledby="send-title">
      <TransferSteps current={0} />
      <h1 id="send-title">{t('send.title')}</h1>
      {calc.data && <SignedInCalculator key={calc.generation} calc={calc} data={calc.data} tag={tag} />}
      {form ? (
        <SendForm form={form} onDeliveryMethod={calc.deliveryMethod} draft={own} gate={calc.gate} />
      ) : calc.failed ? (
        <p role="alert">
          {t('send.failed')} <a href="/auth/send/main.page">{t('send.startOver')}</a>
        </p>
      ) : (
        <p role="status">{t('send.loading')}</p>
      )}
      <HistorySection extra={data.extra} tag={tag} />
    </section>
  );
}

import { useEffect, useEffectEvent } from 'react';
import { useStore } from '@nanostores/react';
import { languageTags } from '../../../i18n/language-tags.ts';
import { corridorFromRoute } from '../../../domain/send-corridor.ts';
import { $lang } from '../../strings.ts';
import type { ScreenProps } from '../../screen-props.ts';
import { RequestForm } from './RequestForm.tsx';
import { SignedInCalculator } from './SignedInCalculator.tsx';
import { useMoneyT } from './strings.ts';
import { useSendCalculator } from './use-send-calculator.ts';

/**
 * The request form (sender-flows §2, §3: /auth/request/{from}/{to}, posted under
 * /request/{from}/{to}): the signed-in calculator on the received side, then the payer's phone,
 * the amount and currency the calculator sets, and a comment. The answer is the shared request
 * page the payer opens.
 */
export default function RequestScreen({ where, page }: ScreenProps) {
  const t = useMoneyT();
  const tag = languageTags[useStore($lang)];
  const calc = useSendCalculator('request', tag);
  const ready = page.phase === 'ready';
  const loadCorridor = useEffectEvent(() => {
    const start = corridorFromRoute(where.path, where.search);
    if (start) void calc.load({ ...start, isFrom: start.isFrom ?? false });
  });
  useEffect(() => {
    if (ready) loadCorridor();
  }, [ready]);
  if (!ready) return null;
  return (
    <section className="app-screen money-screen" aria-labelledby="request-title">
      <h1 id="request-title">{t('request.title')}</h1>
      {calc.data && <SignedInCalculator key={calc.generation} calc={calc} data={calc.data} tag={tag} />}
      {calc.form ? (
        <RequestForm form={calc.form} gate={calc.gate} />
      ) : calc.failed ? (
        <p role="alert">
          {t('send.failed')} <a href="/auth/send/main.page">{t('send.startOver')}</a>
        </p>
      ) : (
        <p role="status">{t('send.loading')}</p>
      )}
    </section>
  );
}

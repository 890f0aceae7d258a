import { useEffect, useEffectEvent } from 'react';
import { z } from 'zod/mini';
import { afterLoad, STATUS_SUCCESS } from '../../../domain/transfer-result.ts';
import { navigate } from '../../router.ts';
import type { ScreenProps } from '../../screen-props.ts';
import { WaitingView } from './ResultViews.tsx';

const waitingExtra = z.object({ paymentId: z.int(), status: z.nullable(z.int()) });

/**
 * The pay waiting notification (sender-flows §2 /auth/pay/waiting/notification.action): while the
 * paid transfer waits, its data reloads 400 ms after each load (the result page's rule); once the
 * status is final the payment's result page takes over.
 */
export default function WaitingNotificationScreen({ where, page }: ScreenProps) {
  const extra = waitingExtra.safeParse(page.phase === 'ready' ? page.data.extra : undefined);
  const status = extra.success ? extra.data.status : null;
  // Asked once per page answer: a waiting status is asked again under a fresh route key.
  const planNext = useEffectEvent(() => {
    if (!extra.success) return;
    const plan = afterLoad({ providerToCategory: null, hasSmsOnSuccess: false, status });
    if (!plan) return;
    const final = status !== null && status >= STATUS_SUCCESS;
    // A final status is the result page's to show; a waiting one is asked again (a fresh route key).
    const target = final ? `/waiting?paymentId=${extra.data.paymentId}` : `${where.path}${where.search}`;
    const timer = setTimeout(() => navigate(target, { replace: true }), plan.delayMs);
    return () => clearTimeout(timer);
  });
  useEffect(() => planNext(), [page]);
  if (page.phase !== 'ready') return null;
  return <WaitingView cheque={null} />;
}

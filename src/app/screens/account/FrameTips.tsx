import type { AccountTranslate as Translate } from './strings.ts';
import { AccountView } from './AccountView.tsx';

const TIPS = ['frame.tip.original', 'frame.tip.light', 'frame.tip.corners', 'frame.tip.selfie'] as const;

/** The frame's optional tips screen (sender-flows §4 Sender document frame): 'I'm ready' starts the capture. */
export function FrameTips({ t, backHref, onReady }: { t: Translate; backHref: string; onReady: () => void }) {
  return (
    <AccountView title={t('frame.tipsTitle')}>
      <ul className="frame-tips">
        {TIPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <div className="app-actions">
        <button type="button" className="button" onClick={onReady}>
          {t('frame.ready')}
        </button>
        <a className="button secondary" href={backHref}>
          {t('frame.cancel')}
        </a>
      </div>
    </AccountView>
  );
}

import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Modal } from '../../ui/primitives/Modal.tsx';
import { onNotNow } from '../../domain/block-flow.ts';
import { userErrorPath } from '../../domain/transfer-result.ts';
import { ServerHtml } from '../ServerHtml.tsx';
import { $session } from '../../stores/session.ts';
import { closeMessage } from '../answers.ts';
import { ChatButton } from '../ChatButton.tsx';
import { LogoutItem } from '../nav/LogoutItem.tsx';
import { navigate } from '../router.ts';
import { $block, type BlockState } from '../state.ts';
import { useT, type AuthKey } from '../strings.ts';

/** Clears the block's message (on the server too) and closes the modal. */
function clear(block: BlockState): void {
  $block.set(null);
  if (block.message) closeMessage(block.message);
}

const titleKey = (b: BlockState): AuthKey =>
  b.frozen
    ? 'block.frozenTitle'
    : b.recipientWording === 'us'
      ? 'block.recipientUsTitle'
      : b.recipientWording === 'alternate'
        ? 'block.recipientTitle'
        : b.level === 'HARD_BLOCK'
          ? 'block.hardTitle'
          : 'block.softTitle';

/**
 * Block and fraud handling (sender-flows §4, §6): the block modal with 'not now' and 'continue';
 * 'continue' opens the guidance modal with the support chat; 'not now' on a hard block offers logout
 * to a signed-in user, otherwise (and on a soft block) clears the message and goes to the error page
 * or home. The frozen-account disclaimer is its own modal, closed by 'not now'. US users see the
 * standard wording of 616 and 642, everyone else the alternate recipient wording.
 */
export function BlockModals() {
  const t = useT();
  const block = useStore($block);
  const signedIn = useStore($session).authUser;
  const [view, setView] = useState<'block' | 'guidance' | 'logout'>('block');
  if (!block) return null;
  const close = () => {
    setView('block');
    clear(block);
  };
  const notNow = () => {
    if (block.frozen || !block.level) return close();
    const next = onNotNow(block.level, { signedIn, errorLink: signedIn ? userErrorPath(Number(block.code)) : null });
    if (next.action === 'offer-logout') return setView('logout');
    close();
    navigate(next.to);
  };
  const text = <ServerHtml html={block.text} />;
  if (view === 'guidance') {
    return (
      <Modal open onClose={close} title={t('block.guidanceTitle')} closeLabel={t('app.close')}>
        <p>{t('block.guidanceText')}</p>
        <div className="app-actions">
          <ChatButton className="button" />
          <button type="button" className="button secondary" onClick={close}>
            {t('block.notNow')}
          </button>
        </div>
      </Modal>
    );
  }
  if (view === 'logout') {
    return (
      <Modal open onClose={close} title={t('block.logoutTitle')} closeLabel={t('app.close')}>
        <p>{t('block.logoutText')}</p>
        <div className="app-actions">
          <LogoutItem className="button" />
          <button type="button" className="button secondary" onClick={close}>
            {t('block.stay')}
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal open onClose={close} title={t(titleKey(block))} closeLabel={t('app.close')}>
      <span className="result-icon failure" aria-hidden="true">
        !
      </span>
      {text}
      <p className="block-code">{t('block.code', { code: block.code })}</p>
      <div className="app-actions">
        {!block.frozen && (
          <button type="button" className="button" onClick={() => setView('guidance')}>
            {t('block.continue')}
          </button>
        )}
        <button type="button" className="button secondary" onClick={notNow}>
          {t('block.notNow')}
        </button>
      </div>
    </Modal>
  );
}

import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { paths } from '../../api/paths.ts';
import { Modal } from '../../ui/primitives/Modal.tsx';
import { $challengeOpen, endChallenge } from '../state.ts';
import { useT } from '../strings.ts';

/** What the challenge page posts to its parent (sender-flows §4). */
export const CHALLENGE_SOLVED = 'Challenge solved';
export const CHALLENGE_FAILED = 'Challenge failed';

/**
 * The cloud-challenge modal (sender-flows §4, §8 HTTP 497): the challenge page in a frame. Only a
 * message from that frame, on this origin, counts: 'Challenge solved' replays the held request,
 * 'Challenge failed' ends in the error screen. Closing the modal unsolved counts as failed.
 */
export function ChallengeModal() {
  const t = useT();
  const open = useStore($challengeOpen);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (!open) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data === CHALLENGE_SOLVED) endChallenge('solved');
      else if (event.data === CHALLENGE_FAILED) endChallenge('failed');
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [open]);
  return (
    <Modal open={open} onClose={() => endChallenge('failed')} title={t('challenge.title')} closeLabel={t('app.close')}>
      <p>{t('challenge.text')}</p>
      <iframe ref={frame} className="challenge-frame" src={paths.cloudChallenge} title={t('challenge.frameTitle')} />
    </Modal>
  );
}

import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Modal } from '../../ui/primitives/Modal.tsx';
import { TimedModal } from '../../ui/primitives/TimedModal.tsx';
import { addPickedCountry, pickedCountriesCookie, readPickedCountries } from '../../domain/picked-countries.ts';
import { $session } from '../../stores/session.ts';
import { $welcome } from '../state.ts';
import { useT } from '../strings.ts';

const close = () => $welcome.set(null);

/**
 * Welcome after signing in (sender-flows §2, §4): the success message with the user's name, closing
 * itself after 2000 ms; after registration the special welcome, which waits for 'got it'. Showing
 * it records the user's country id in the comma-list session cookie (§9).
 */
export function WelcomeModal() {
  const t = useT();
  const welcome = useStore($welcome);
  const countryId = useStore($session).countryId;
  useEffect(() => {
    if (!welcome || countryId === null) return;
    const ids = addPickedCountry(readPickedCountries(document.cookie), countryId);
    document.cookie = pickedCountriesCookie(ids, location.protocol === 'https:');
  }, [welcome, countryId]);
  if (!welcome) return null;
  const title = welcome.name ? t('welcome.titleNamed', { name: welcome.name }) : t('welcome.title');
  if (!welcome.special) {
    return (
      <TimedModal open onClose={close} title={title} closeLabel={t('app.close')}>
        <span className="result-icon success" aria-hidden="true">
          ✓
        </span>
        <p>{t('welcome.text')}</p>
      </TimedModal>
    );
  }
  return (
    <Modal open onClose={close} title={title} closeLabel={t('app.close')}>
      <span className="result-icon success" aria-hidden="true">
        ✓
      </span>
      <p>{t('welcome.newText')}</p>
      <div className="app-actions">
        <button type="button" className="button" onClick={close}>
          {t('welcome.gotIt')}
        </button>
      </div>
    </Modal>
  );
}

import { useT } from '../strings.ts';

/** Service-unavailable stub of the account area (sender-flows §2, §8): 'try again' reloads the page. */
export function UnavailableScreen() {
  const t = useT();
  return (
    <section className="app-screen app-result" aria-labelledby="app-unavailable-title">
      <span className="result-icon failure" aria-hidden="true">
        !
      </span>
      <h1 id="app-unavailable-title">{t('unavailable.title')}</h1>
      <p>{t('unavailable.text')}</p>
      <div className="app-actions">
        <button type="button" className="button" onClick={() => location.reload()}>
          {t('unavailable.retry')}
        </button>
      </div>
    </section>
  );
}

import type { Strings } from '../../i18n/runtime.ts';
import { RequestDetails } from './RequestDetails.tsx';
import { useRequestPage } from './use-request-page.ts';
import './request-page.css';

interface RequestPageProps {
  /** The page's strings in English (landing namespace request.*); other languages load at run time. */
  s: Strings;
  /** Hosts the answer's links may lead to besides this site's paths (design.md redirect targets). */
  allowedHosts: string[];
}

/**
 * The shared payment-request page (public-site §2, §7, §8): one static shell serves every key; it
 * loads the request and shows it, or the error screen with the bill id and a home button.
 */
export default function RequestPage({ s: english, allowedHosts }: RequestPageProps) {
  const { state, t, tag } = useRequestPage(english);
  if (state.phase === 'loading') {
    return (
      <div className="request" aria-busy="true">
        <h1>{t('request.title')}</h1>
        <p role="status">{t('request.loading')}</p>
      </div>
    );
  }
  if (state.phase === 'error') {
    return (
      <section className="request request-error">
        <h1>{t('request.errorTitle')}</h1>
        <p>{state.text}</p>
        <p>
          <a className="button" href={state.home.startsWith('/') && !state.home.startsWith('//') ? state.home : '/'}>
            {t('request.home')}
          </a>
        </p>
      </section>
    );
  }
  return <RequestDetails page={state.page} t={t} tag={tag} allowedHosts={allowedHosts} />;
}

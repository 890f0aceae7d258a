import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { wayBack, type PageProblem } from '../../domain/page-problem.ts';
import { $session } from '../../stores/session.ts';
import { useT } from '../strings.ts';

/**
 * A page that cannot be shown (domain/page-problem.ts): failure icon, a heading and a sentence in
 * the user's language, the server's reference code when it gave one, and ways back: the previous
 * page, and the signed-in home (home when signed out). Focus moves to the heading.
 */
export function PageProblemScreen({ problem, code = null }: { problem: PageProblem; code?: string | null }) {
  const t = useT();
  const signedIn = useStore($session).authUser;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [problem]);
  const key = problem === 'not-found' ? 'notFound' : 'badAddress';
  return (
    <section className="app-screen app-result" aria-labelledby="page-problem-title">
      <span className="result-icon failure" aria-hidden="true">
        !
      </span>
      <h1 id="page-problem-title" ref={heading} tabIndex={-1}>
        {t(`${key}.title`)}
      </h1>
      <p>{t(`${key}.text`)}</p>
      {code && <p className="block-code">{t('pageProblem.code', { code })}</p>}
      <div className="app-actions">
        <a className="button" href={wayBack(signedIn)}>
          {t(signedIn ? 'pageProblem.toAccount' : 'pageProblem.toHome')}
        </a>
        {history.length > 1 && (
          <button type="button" className="button secondary" onClick={() => history.back()}>
            {t('pageProblem.back')}
          </button>
        )}
      </div>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { LOGIN } from '../../domain/auth-routing.ts';
import { ChatButton } from '../ChatButton.tsx';
import { useT } from '../strings.ts';

interface Props {
  /** crash: the generic error screen (sender-flows §2); challenge: the cloud challenge failed (§4). */
  variant: 'crash' | 'challenge';
}

/**
 * The generic error screen: failure icon, title, description, a help link to /help, a chat button
 * and a back link to /login. Focus moves to the title so a screen reader hears what happened.
 * Plain links (no router): after a crash the app's state is not trusted, a page load starts fresh.
 */
export function ErrorScreen({ variant }: Props) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="app-screen app-result" aria-labelledby="app-error-title">
      <span className="result-icon failure" aria-hidden="true">
        !
      </span>
      <h1 id="app-error-title" ref={heading} tabIndex={-1}>
        {t(variant === 'crash' ? 'crash.title' : 'challenge.failedTitle')}
      </h1>
      <p>{t(variant === 'crash' ? 'crash.text' : 'challenge.failedText')}</p>
      <div className="app-actions">
        <a className="button" href={LOGIN} data-reload>
          {t('crash.back')}
        </a>
        <a className="button secondary" href="/help">
          {t('crash.help')}
        </a>
        <ChatButton />
      </div>
    </section>
  );
}

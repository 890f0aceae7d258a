import { z } from 'zod/mini';
import { SIGNED_IN_HOME } from '../../../domain/auth-routing.ts';
import { ChatButton } from '../../ChatButton.tsx';
import { ServerHtml } from '../../ServerHtml.tsx';
import type { ScreenProps } from '../../screen-props.ts';
import { ResultHeading } from './ResultViews.tsx';
import { useMoneyT } from './strings.ts';

const userErrorExtra = z.object({ code: z.union([z.number(), z.string()]) });

/**
 * The error code page (sender-flows §2 /auth/user-error?code={code}): the server's title and text
 * for the code (its wording, sanitized), the reference code, the support chat and a way back.
 */
export default function UserErrorScreen({ where, page }: ScreenProps) {
  const t = useMoneyT();
  if (page.phase !== 'ready') return null;
  const messages = page.data.messages ?? {};
  const extra = userErrorExtra.safeParse(page.data.extra);
  const code = extra.success ? String(extra.data.code) : (new URLSearchParams(where.search).get('code') ?? '');
  return (
    <section className="app-screen app-result" aria-labelledby="user-error-title">
      <span className="result-icon failure" aria-hidden="true">
        !
      </span>
      <ResultHeading id="user-error-title" text={messages['title'] ?? t('userError.title')} />
      {messages['errorText'] && <ServerHtml html={messages['errorText']} />}
      {code && <p className="block-code">{t('userError.code', { code })}</p>}
      <div className="app-actions">
        <a className="button" href={SIGNED_IN_HOME}>
          {t('userError.back')}
        </a>
        <ChatButton />
      </div>
    </section>
  );
}

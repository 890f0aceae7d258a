import type { MouseEvent, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { emailLinkTarget } from '../../../domain/email-links.ts';
import { $session } from '../../../stores/session.ts';
import { navigate } from '../../router.ts';
import { ServerHtml } from '../../ServerHtml.tsx';
import { AccountView } from './AccountView.tsx';

/**
 * A link of the email pages: a checked same-origin path; a signed-out reader sent into the
 * signed-in area signs in first, that page being the explicit redirect target (sender-flows §2).
 */
export function EmailLink({ href, className = 'button', children }: { href: string | null; className?: string; children: ReactNode }) {
  const signedIn = useStore($session).authUser;
  const target = emailLinkTarget(href, signedIn, location.origin);
  const onClick = (event: MouseEvent) => {
    if (!target.redirectTo) return;
    event.preventDefault();
    navigate(target.path, { state: { redirectTo: target.redirectTo } });
  };
  return (
    <a className={className} href={target.path} onClick={onClick}>
      {children}
    </a>
  );
}

interface Props {
  icon?: 'success' | 'failure';
  title: string;
  /** The server's text (it may hold allowlisted HTML). */
  text: string | undefined;
  children: ReactNode;
}

/** An email link's screen: the icon, the title (focused), the server's text and the way on. */
export function EmailResult({ icon, title, text, children }: Props) {
  return (
    <AccountView {...(icon ? { icon } : {})} title={title}>
      {text && <ServerHtml html={text} />}
      <div className="app-actions">{children}</div>
    </AccountView>
  );
}

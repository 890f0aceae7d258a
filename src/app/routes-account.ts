import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AccountScreenProps } from './screens/account/page-extra.ts';
import './screens/account/account.css';

/**
 * The account area's routes (sender-flows §2): cards, profile, invite friends, KYC, the sender
 * document frame and the email links. Each screen is its own chunk, loaded with the account
 * strings of the visitor's language the first time its route opens (code split by route).
 */
type Screen = LazyExoticComponent<ComponentType<AccountScreenProps>>;

const screen = (load: () => Promise<{ default: ComponentType<AccountScreenProps> }>): Screen =>
  lazy(() => Promise.all([load(), import('./screens/account/strings.ts').then((m) => m.loadAccountStrings())]).then(([module]) => module));

/** Path pattern → screen; `:name` segments become params. */
const ROUTES: ReadonlyArray<readonly [string, Screen]> = [
  ['/auth/mycards', screen(() => import('./screens/account/CardsScreen.tsx'))],
  ['/auth/profile', screen(() => import('./screens/account/ProfileScreen.tsx'))],
  ['/auth/profile/invite-friends', screen(() => import('./screens/account/InviteFriendsScreen.tsx'))],
  ['/auth/kyc/:userType', screen(() => import('./screens/account/KycScreen.tsx'))],
  ['/auth/kyc/:userType/:docCheck/frame/:documentType', screen(() => import('./screens/account/DocumentFrameScreen.tsx'))],
  ['/email/unsubscribe', screen(() => import('./screens/account/UnsubscribeScreen.tsx'))],
  ['/email/unsubscribe/confirm/:code', screen(() => import('./screens/account/UnsubscribeDoneScreen.tsx'))],
  ['/email/confirm/:code', screen(() => import('./screens/account/EmailConfirmScreen.tsx'))],
];

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = have[i] ?? '';
    if (part.startsWith(':')) {
      if (!segment) return null;
      try { params[part.slice(1)] = decodeURIComponent(segment); } catch { return null; }
    } else if (part !== segment) return null;
  }
  return params;
}

/** The account screen of a path, or null when the path is not one of the account area's. */
export function accountRoute(path: string): { Screen: Screen; params: Record<string, string> } | null {
  for (const [pattern, Screen] of ROUTES) {
    const params = match(pattern, path);
    if (params) return { Screen, params };
  }
  return null;
}

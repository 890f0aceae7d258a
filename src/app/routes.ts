import { lazy, type ComponentType } from 'react';
import { LOGIN, PAYMENT_RESULT_PAGES, REGISTRATION, REQUEST_CREATED_PATH, SIGNED_IN_HOME } from '../domain/auth-routing.ts';
import type { Light } from '../api/client.ts';
import type { PageData } from '../api/schemas/answers.ts';
import type { AppLocation } from './router.ts';
import type { ScreenProps } from './screen-props.ts';
import type { AuthKey } from './strings.ts';
import { LoginScreen } from './screens/LoginScreen.tsx';
import { loadPhoneInput } from '../ui/forms/on-demand.tsx';
import './screens/account/account.css';

type Screen = ComponentType<ScreenProps>;
/** A screen's own chunk, loaded when its route first opens, so the shell's first load stays small. */
interface OnDemand {
  load: () => Promise<{ default: Screen }>;
}

export interface AppRoute {
  /** The path; `:name` segments become params, `:name(re)` ones must also match `re`. */
  pattern: string;
  screen: Screen | OnDemand;
  /** Strings an on-demand screen needs before it shows, loaded with its chunk. */
  strings?: () => Promise<void>;
  /**
   * The page data to ask for when the route's own address answers something else: GET
   * /auth/send/{from}/{to} is the calculator call (sender-flows §7), so the corridor routes take
   * the send page's data (session, messages, cards, history) and call the calculator themselves.
   */
  pageData?: (where: AppLocation) => string;
  /**
   * The route's own zod-free reader of its page data, loaded beside it, for the parts the shell's
   * reader leaves to the schema (the send page's payment form and saved cards).
   */
  pageDataReader?: () => Promise<Light<PageData>>;
  /** The document title while the page data names none; otherwise the app's. */
  title?: AuthKey;
  /** The screen shows a refused page-data answer in its own form rather than as a page problem. */
  ownsRefusal?: true;
}

/** A screen whose forms have a phone field: the phone input loads with it, so the field shows with the form. */
const withPhone =
  <M>(load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), loadPhoneInput()]).then(([module]) => module);

const sendScreen: OnDemand = { load: withPhone(() => import('./screens/money/SendScreen.tsx')) };
const resultScreen: OnDemand = { load: () => import('./screens/money/ResultScreen.tsx') };
const account = (load: OnDemand['load']) => ({ screen: { load }, strings: () => import('./screens/account/strings.ts').then((m) => m.loadAccountStrings()) });
const sendPageData = () => SIGNED_IN_HOME;
const sendPageDataReader = () => import('../api/schemas/light-money.ts').then((m) => m.readSendPageData);
const sendPage = { pageData: sendPageData, pageDataReader: sendPageDataReader };

/**
 * Every /auth route (sender-flows §2): login and registration; the money screens (send and request
 * forms, pay, the waiting notification, the payment results, the error code page); the account area
 * (cards, profile, invite friends, KYC, the sender document frame, the email links). Any other
 * address is the generic server-form screen.
 */
export const ROUTES: readonly AppRoute[] = [
  { pattern: LOGIN, screen: LoginScreen, title: 'login.title', ownsRefusal: true },
  {
    pattern: REGISTRATION,
    screen: { load: withPhone(() => import('./screens/RegistrationScreen.tsx').then((m) => ({ default: m.RegistrationScreen }))) },
    title: 'registration.title',
    ownsRefusal: true,
  },
  { pattern: SIGNED_IN_HOME, screen: sendScreen, pageDataReader: sendPageDataReader },
  { pattern: '/auth/send/:from([a-z]{2})/:to([a-z]{2})', screen: sendScreen, ...sendPage },
  { pattern: '/auth/request/:from([a-z]{2})/:to([a-z]{2})', screen: { load: withPhone(() => import('./screens/money/RequestScreen.tsx')) }, ...sendPage },
  { pattern: REQUEST_CREATED_PATH, screen: { load: () => import('./screens/money/RequestCreatedScreen.tsx') }, ...sendPage },
  { pattern: '/auth/pay', screen: { load: () => import('./screens/money/PayScreen.tsx') } },
  { pattern: '/auth/pay/waiting/notification.action', screen: { load: () => import('./screens/money/WaitingNotificationScreen.tsx') } },
  ...PAYMENT_RESULT_PAGES.map((pattern) => ({ pattern, screen: resultScreen })),
  { pattern: '/auth/user-error', screen: { load: () => import('./screens/money/UserErrorScreen.tsx') } },
  { pattern: '/auth/mycards', ...account(() => import('./screens/account/CardsScreen.tsx')) },
  { pattern: '/auth/profile', ...account(withPhone(() => import('./screens/account/ProfileScreen.tsx'))) },
  { pattern: '/auth/profile/invite-friends', ...account(withPhone(() => import('./screens/account/InviteFriendsScreen.tsx'))) },
  { pattern: '/auth/kyc/:userType', ...account(() => import('./screens/account/KycScreen.tsx')) },
  { pattern: '/auth/kyc/:userType/:docCheck/frame/:documentType', ...account(() => import('./screens/account/DocumentFrameScreen.tsx')) },
  { pattern: '/email/unsubscribe', ...account(() => import('./screens/account/UnsubscribeScreen.tsx')) },
  { pattern: '/email/unsubscribe/confirm/:code', ...account(() => import('./screens/account/UnsubscribeDoneScreen.tsx')) },
  { pattern: '/email/confirm/:code', ...account(() => import('./screens/account/EmailConfirmScreen.tsx')) },
];

/** The params of a path under a pattern, or null when the path is not the pattern's. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = have[i] ?? '';
    const param = /^:(\w+)(?:\((.+)\))?$/.exec(part);
    if (!param) {
      if (part !== segment) return null;
      continue;
    }
    const [, name = '', shape] = param;
    if (!segment || (shape !== undefined && !new RegExp(`^(?:${shape})$`).test(segment))) return null;
    try {
      params[name] = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  return params;
}

export interface FoundRoute {
  route: AppRoute;
  Screen: Screen;
  /** Whether the screen may suspend while its chunk loads. */
  onDemand: boolean;
  params: Record<string, string>;
}

// One component per screen, made once: two routes of one screen keep it mounted between them.
const screens = new Map<Screen | OnDemand, Screen>();
function screenOf(route: AppRoute): Screen {
  const { screen, strings } = route;
  if (!('load' in screen)) return screen;
  let made = screens.get(screen);
  if (!made) {
    made = lazy(() => Promise.all([screen.load(), strings?.()]).then(([module]) => module));
    screens.set(screen, made);
  }
  return made;
}

/** The route of a path (no query), or null for the generic server-form screen. */
export function findRoute(path: string): FoundRoute | null {
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, path);
    if (params) return { route, Screen: screenOf(route), onDemand: 'load' in route.screen, params };
  }
  return null;
}

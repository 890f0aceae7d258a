import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PAYMENT_RESULT_PAGES, REQUEST_CREATED_PATH, SIGNED_IN_HOME } from '../domain/auth-routing.ts';
import type { AppLocation } from './router.ts';
import type { ScreenProps } from './screens/money/screen-props.ts';

export interface AppRoute {
  /** Whether the route renders this path (no query). */
  match: (path: string) => boolean;
  /** Lazy: each route's JavaScript is its own chunk, loaded when the route is first opened. */
  Screen: LazyExoticComponent<ComponentType<ScreenProps>>;
  /**
   * The page data to ask for when the route's own address answers something else: GET
   * /auth/send/{from}/{to} is the calculator call (sender-flows §7), so the corridor routes take
   * the send page's data (session, messages, cards, history) and call the calculator themselves.
   */
  pageData?: (where: AppLocation) => string;
}

const CORRIDOR = /^\/auth\/(send|request)\/[a-z]{2}\/[a-z]{2}$/;
const SendScreen = lazy(() => import('./screens/money/SendScreen.tsx'));

/**
 * The money routes (sender-flows §2): send and request forms, pay, the waiting notification, the
 * payment result pages and the error code page. RouteView consults this list first.
 */
export const moneyRoutes: readonly AppRoute[] = [
  { match: (path) => path === SIGNED_IN_HOME, Screen: SendScreen },
  { match: (path) => CORRIDOR.test(path) && path.startsWith('/auth/send/'), Screen: SendScreen, pageData: () => SIGNED_IN_HOME },
  { match: (path) => CORRIDOR.test(path) && path.startsWith('/auth/request/'), Screen: lazy(() => import('./screens/money/RequestScreen.tsx')), pageData: () => SIGNED_IN_HOME },
  { match: (path) => path === REQUEST_CREATED_PATH, Screen: lazy(() => import('./screens/money/RequestCreatedScreen.tsx')), pageData: () => SIGNED_IN_HOME },
  { match: (path) => path === '/auth/pay', Screen: lazy(() => import('./screens/money/PayScreen.tsx')) },
  { match: (path) => path === '/auth/pay/waiting/notification.action', Screen: lazy(() => import('./screens/money/WaitingNotificationScreen.tsx')) },
  { match: (path) => (PAYMENT_RESULT_PAGES as readonly string[]).includes(path), Screen: lazy(() => import('./screens/money/ResultScreen.tsx')) },
  { match: (path) => path === '/auth/user-error', Screen: lazy(() => import('./screens/money/UserErrorScreen.tsx')) },
];

export const moneyRoute = (path: string): AppRoute | null => moneyRoutes.find((route) => route.match(path)) ?? null;

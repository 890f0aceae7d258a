// Every call of the sandbox, most specific first; pages.ts (the page-data fallback) comes last.
import type { Route } from '../context.ts';
import { authRoutes } from './auth.ts';
import { referenceRoutes } from './reference.ts';
import { messageRoutes } from './messages.ts';
import { moneyRoutes } from './money.ts';
import { accountRoutes } from './account.ts';
import { publicRoutes } from './public.ts';
import { antifraudRoutes } from './antifraud.ts';
import { pageRoutes } from './pages.ts';

export const routes: readonly Route[] = [...authRoutes, ...referenceRoutes, ...messageRoutes, ...moneyRoutes, ...accountRoutes, ...publicRoutes, ...antifraudRoutes, ...pageRoutes];

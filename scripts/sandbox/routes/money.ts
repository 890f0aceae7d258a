import type { Route } from '../app.ts';

export const moneyRoutes: Route[] = [];

import type { Route } from '../app.ts';

export const antifraudRoutes: Route[] = [];

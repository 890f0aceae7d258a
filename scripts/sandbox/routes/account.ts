import type { Route } from '../app.ts';

export const accountRoutes: Route[] = [];

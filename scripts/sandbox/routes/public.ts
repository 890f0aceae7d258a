import type { Route } from '../app.ts';

export const publicRoutes: Route[] = [];

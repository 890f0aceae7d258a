// Reference data in the envelopes the snapshot sync reads (src/content/schemas/backend.ts).
import type { Route } from '../context.ts';
import { sendJson } from '../http.ts';

const generatedAt = (now: number): string => new Date(now).toISOString();

export const referenceRoutes: Route[] = [
  { method: 'GET', path: '/api/v1/reference/countries', handle: (c) => sendJson(c.res, 200, { countries: c.ref.countries, generatedAt: generatedAt(c.now()) }) },
  { method: 'GET', path: '/api/v1/reference/currencies', handle: (c) => sendJson(c.res, 200, { currencies: c.ref.currencies, generatedAt: generatedAt(c.now()) }) },
  { method: 'GET', path: '/api/v1/reference/corridors', handle: (c) => sendJson(c.res, 200, { corridors: c.ref.corridors, generatedAt: generatedAt(c.now()) }) },
];

import { defineMiddleware } from 'astro:middleware';

// i18n routing is manual: pages build their own region paths from src/i18n (unprefixed = the
// default region, plus every `/{lang}-{country}` prefix), so the middleware has nothing to rewrite.
export const onRequest = defineMiddleware((_context, next) => next());

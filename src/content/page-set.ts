// The set of page paths the build generates, read from the page routes' own getStaticPaths, so the
// region switch and the language picker (src/domain/language-switch.ts) only point at built pages
// and a route added later is known without a second list to keep in step.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageSet } from '../domain/language-switch.ts';

type StaticPaths = Array<{ params: Record<string, string | number | undefined> }>;
interface RouteModule {
  getStaticPaths?: (options: never) => StaticPaths | Promise<StaticPaths>;
}

/** `../pages/[...region]/help/[...level].astro` → `/[...region]/help/[...level]`; an index file is its folder. */
export function routePattern(file: string): string {
  const route = file
    .replace(/^.*?\/pages\//, '/')
    .replace(/\.astro$/, '')
    .replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

/** A pattern with one route's params: a rest param may be empty (`[...region]` unprefixed) or hold slashes. */
export function pathOf(pattern: string, params: Record<string, string | number | undefined>): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const match = /^\[(?:\.\.\.)?(\w+)\]$/.exec(segment);
      if (!match) return segment;
      const value = params[match[1]!];
      return value === undefined ? '' : String(value);
    });
  return `/${segments.filter(Boolean).join('/')}`;
}

/** Every path of the given routes: each dynamic route's getStaticPaths, each static route its own path. */
export async function pagePaths(routes: Record<string, () => Promise<RouteModule>>): Promise<Set<string>> {
  const paths = new Set<string>();
  for (const [file, load] of Object.entries(routes)) {
    const pattern = routePattern(file);
    if (!pattern.includes('[')) {
      paths.add(pattern);
      continue;
    }
    const module = await load();
    // None of the routes paginate with Astro's helper; the options are not read.
    for (const { params } of (await module.getStaticPaths?.({} as never)) ?? []) paths.add(pathOf(pattern, params));
  }
  return paths;
}

let built: Promise<PageSet> | undefined;
// Listing the built pages calls every route's getStaticPaths, and those key their pages with that
// list (src/content/cache-key.ts): inside the listing they return their paths unkeyed instead.
const listing = new AsyncLocalStorage<true>();

/** Whether the caller runs inside the listing of the built pages. */
export const listingPages = (): boolean => listing.getStore() === true;

/** The site's page set, computed once per build. */
export function builtPages(): Promise<PageSet> {
  built ??= listing.run(true, () => pagePaths(import.meta.glob<RouteModule>('../pages/**/*.astro')));
  return built;
}

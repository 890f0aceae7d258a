import { contentPageKey, withCacheKeys } from './cache-key.ts';
import { getArticles } from './get-articles.ts';
import { getPage } from './get-page.ts';
import { regionParams } from './region-params.ts';

/** The paths of a CMS page built once per region, each keyed by that region's entry and the articles it shows. */
export const regionPagePaths = (route: string, pageKey: string) =>
  withCacheKeys(
    route,
    regionParams().map(({ region, regionData }) => ({ params: { region }, props: { regionData } })),
    async ({ props }) => contentPageKey((await getPage(pageKey, props.regionData))?.page, (kind) => getArticles(kind, props.regionData)),
  );

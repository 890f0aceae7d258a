/**
 * What every help page needs besides its own content: the levels to build, link builders for the
 * page's region and base, titles, and the search island's props. Build-time only.
 */
import { helpSearchApiUrl } from '../../lib/help-search-config.ts';
import { helpPath, type HelpBase, type HelpLevel } from '../../domain/help-links.ts';
import { pageHref } from '../../i18n/paths.ts';
import type { Region } from '../../i18n/regions.ts';
import { useTranslations } from '../../i18n/translate.ts';
import { languages } from '../../i18n/languages.ts';
import type { HelpCentre } from '../../content/help-centre.ts';
import type { HelpSearchProps } from '../../islands/help/HelpSearch.tsx';

/** Every level of the help centre, direct-link ones included: the app opens those by link. */
export function helpLevels(centre: HelpCentre): HelpLevel[] {
  const levels: HelpLevel[] = [{ kind: 'home' }];
  for (const c of centre.categories) levels.push({ kind: 'category', categoryId: c.item.id });
  for (const s of centre.sections.values()) levels.push({ kind: 'section', categoryId: s.item.category_id, sectionId: s.item.id });
  for (const a of centre.articles.values()) levels.push({ kind: 'article', categoryId: a.categoryId, sectionId: a.item.section_id, articleId: a.item.id });
  return levels;
}

/** Route segments of a level under its base (`category/1/section/2`), undefined for the home. */
export function levelSegments(level: HelpLevel, showChat = false): string | undefined {
  const rest = helpPath('help', level, showChat).slice('/help/'.length);
  return rest === '' ? undefined : rest;
}

export interface HelpPageContext {
  region: Region;
  /** False for the unprefixed (default-region) pages, whose links stay unprefixed. */
  prefixed: boolean;
  base: HelpBase;
  centre: HelpCentre;
}

export const linkRegion = (ctx: HelpPageContext): Region | null => (ctx.prefixed ? ctx.region : null);

export function hrefOf(ctx: HelpPageContext, level: HelpLevel, showChat = false): string {
  return pageHref(helpPath(ctx.base, level, showChat), linkRegion(ctx));
}

/** Name of a level in the page's language (English where untranslated). */
export function levelTitle(ctx: HelpPageContext, level: HelpLevel, homeTitle: string): string {
  const { centre } = ctx;
  switch (level.kind) {
    case 'home':
      return homeTitle;
    case 'category':
      return centre.categories.find((c) => c.item.id === level.categoryId)?.item.name ?? homeTitle;
    case 'section':
      return centre.sections.get(level.sectionId)?.item.name ?? homeTitle;
    case 'article':
      return centre.articles.get(level.articleId)?.item.title ?? homeTitle;
  }
}

export function searchProps(ctx: HelpPageContext): HelpSearchProps {
  const t = useTranslations(ctx.region.lang);
  return {
    apiUrl: helpSearchApiUrl(),
    locale: languages[ctx.region.lang].helpdeskLocale,
    indexUrl: `/help-search/${ctx.region.lang}.json`,
    sections: [...ctx.centre.sections.values()].filter((s) => s.listed).map((s) => [s.item.id, s.item.category_id]),
    prefix: pageHref('/', linkRegion(ctx)).replace(/\/$/, ''),
    base: ctx.base,
    strings: {
      label: t('help::search.label'),
      placeholder: t('help::search.placeholder'),
      results: t('help::search.results'),
      notFound: t('help::search.notFound'),
      searching: t('help::search.searching'),
      resultsLabel: t('help::search.resultsLabel'),
    },
  };
}

/** Whether a listing level is shown in English for want of a translation. */
export function levelFallback(ctx: HelpPageContext, level: HelpLevel): boolean {
  const { centre } = ctx;
  switch (level.kind) {
    case 'home':
      return false;
    case 'category':
      return centre.categories.find((c) => c.item.id === level.categoryId)?.fallback ?? false;
    case 'section':
      return centre.sections.get(level.sectionId)?.fallback ?? false;
    case 'article':
      return centre.articles.get(level.articleId)?.fallback ?? false;
  }
}

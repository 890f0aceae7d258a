import { defineCollection } from 'astro:content';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { cmsResources } from './content/resources.ts';
import { page, article, articleListing, helpArticle } from './content/schemas/page.ts';
import { headerMenu, footer } from './content/schemas/navigation.ts';
import { helpCategory, helpSection, helpDeskArticle } from './content/schemas/helpdesk.ts';
import { snapshotLoader, jsonFiles, subfolders, readJson, type SnapshotDocument } from './content/loaders/snapshot-loader.ts';

/** Entry fields the loaders add to every CMS document: which resource and locale it is. */
const cmsEntry = { resource: z.string(), cmsLocale: z.string() };

/** Single-type CMS resources with a given schema, one entry per `{key}/{cmsLocale}`. */
function singleTypes(keys: string[]) {
  return (root: string): SnapshotDocument[] =>
    keys.flatMap((key) =>
      jsonFiles(join(root, 'cms', key)).map((file) => {
        const cmsLocale = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
        const answer = readJson(file) as { data: Record<string, unknown> };
        return { id: `${key}/${cmsLocale}`, data: { ...answer.data, resource: key, cmsLocale }, file };
      }),
    );
}

/** Collection CMS resources, one entry per `{key}/{cmsLocale}/{documentId}`. */
function collections(keys: string[]) {
  return (root: string): SnapshotDocument[] =>
    keys.flatMap((key) =>
      subfolders(join(root, 'cms', key)).flatMap((cmsLocale) =>
        jsonFiles(join(root, 'cms', key, cmsLocale)).flatMap((file) =>
          (readJson(file) as { data: Array<Record<string, unknown>> }).data.map((doc, index) => ({
            id: `${key}/${cmsLocale}/${String((doc['documentId'] as string | number | undefined) ?? index)}`,
            data: { ...doc, resource: key, cmsLocale },
            file,
          })),
        ),
      ),
    );
}

const keysWithSchema = (schema: z.ZodType) => cmsResources.filter((r) => r.kind === 'single' && r.schema === schema).map((r) => r.key);

/** Support-desk lists, one entry per `{helpdeskLocale}/{id}`. */
function helpdesk(list: 'categories' | 'sections' | 'articles') {
  return (root: string): SnapshotDocument[] =>
    subfolders(join(root, 'helpdesk')).flatMap((locale) =>
      jsonFiles(join(root, 'helpdesk', locale, list)).flatMap((file) =>
        ((readJson(file) as Record<string, Array<Record<string, unknown>>>)[list] ?? []).map((item) => ({
          id: `${locale}/${String(item['id'])}`,
          data: { ...item, helpdeskLocale: locale },
          file,
        })),
      ),
    );
}

export const collections_ = {
  pages: defineCollection({ loader: snapshotLoader('cms-pages', singleTypes(keysWithSchema(page))), schema: page.extend(cmsEntry) }),
  articleListings: defineCollection({ loader: snapshotLoader('cms-article-listings', singleTypes(keysWithSchema(articleListing))), schema: articleListing.extend(cmsEntry) }),
  headerMenus: defineCollection({ loader: snapshotLoader('cms-header-menus', singleTypes(['header-menu'])), schema: headerMenu.extend(cmsEntry) }),
  footers: defineCollection({ loader: snapshotLoader('cms-footers', singleTypes(['footer'])), schema: footer.extend(cmsEntry) }),
  articles: defineCollection({ loader: snapshotLoader('cms-articles', collections(['news-articles', 'blog-articles'])), schema: article.extend(cmsEntry) }),
  helpArticles: defineCollection({ loader: snapshotLoader('cms-help-articles', collections(['help-articles'])), schema: helpArticle.extend(cmsEntry) }),
  helpCategories: defineCollection({ loader: snapshotLoader('helpdesk-categories', helpdesk('categories')), schema: helpCategory.extend({ helpdeskLocale: z.string() }) }),
  helpSections: defineCollection({ loader: snapshotLoader('helpdesk-sections', helpdesk('sections')), schema: helpSection.extend({ helpdeskLocale: z.string() }) }),
  helpDeskArticles: defineCollection({ loader: snapshotLoader('helpdesk-articles', helpdesk('articles')), schema: helpDeskArticle.extend({ helpdeskLocale: z.string() }) }),
};
export { collections_ as collections };

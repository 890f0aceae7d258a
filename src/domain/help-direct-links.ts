/**
 * Direct-link help content (public-site §2, §3, §4): articles labelled `directLink` are opened from
 * the app by their link only, so they are left out of listings and search. The desk has no such
 * flag on sections and categories, so (one rule for the pages, the static index and the sandbox's
 * search) a section counts as direct-link when every one of its source-locale articles is, and a
 * category when every one of its sections is. A section or category with nothing in it is not.
 */
export const DIRECT_LINK_LABEL = 'directLink';

export interface LabelledArticle {
  id: number;
  section_id: number;
  label_names: readonly string[];
}
export interface SectionRef {
  id: number;
  category_id: number;
}

interface DirectLinks {
  articles: Set<number>;
  sections: Set<number>;
  categories: Set<number>;
}

export const isDirectLinkArticle = (article: Pick<LabelledArticle, 'label_names'>): boolean => article.label_names.includes(DIRECT_LINK_LABEL);

/** Direct-link ids from the source locale's articles and sections. */
export function directLinkIds(articles: readonly LabelledArticle[], sections: readonly SectionRef[]): DirectLinks {
  const allDirect = new Map<number, boolean>();
  for (const a of articles) allDirect.set(a.section_id, (allDirect.get(a.section_id) ?? true) && isDirectLinkArticle(a));
  const directSections = new Set([...allDirect].filter(([, all]) => all).map(([id]) => id));
  const categoryAll = new Map<number, boolean>();
  for (const s of sections) categoryAll.set(s.category_id, (categoryAll.get(s.category_id) ?? true) && directSections.has(s.id));
  return {
    articles: new Set(articles.filter(isDirectLinkArticle).map((a) => a.id)),
    sections: directSections,
    categories: new Set([...categoryAll].filter(([, all]) => all).map(([id]) => id)),
  };
}

/**
 * Whether an article may be listed or found: not labelled (in its own locale or the source
 * locale, whose ids `direct.articles` holds), not in a direct-link section or category.
 */
export function isListed(article: LabelledArticle, categoryId: number | undefined, direct: DirectLinks): boolean {
  return !isDirectLinkArticle(article) && !direct.articles.has(article.id) && !direct.sections.has(article.section_id) && (categoryId === undefined || !direct.categories.has(categoryId));
}

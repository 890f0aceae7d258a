import { describe, expect, it } from 'vitest';
import { directLinkIds, isListed, type LabelledArticle, type SectionRef } from '../../../src/domain/help-direct-links.ts';

const a = (id: number, section_id: number, ...label_names: string[]): LabelledArticle => ({ id, section_id, label_names });
const s = (id: number, category_id: number): SectionRef => ({ id, category_id });

describe('public-site §3 §4 direct-link help content', () => {
  const cases: Array<{ name: string; articles: LabelledArticle[]; sections: SectionRef[]; sectionsOut: number[]; categoriesOut: number[] }> = [
    { name: 'no labels: nothing is direct-link', articles: [a(1, 10), a(2, 11)], sections: [s(10, 100), s(11, 100)], sectionsOut: [], categoriesOut: [] },
    { name: 'one labelled article of two leaves its section listed', articles: [a(1, 10, 'directLink'), a(2, 10)], sections: [s(10, 100)], sectionsOut: [], categoriesOut: [] },
    {
      name: 'every article labelled makes the section direct-link',
      articles: [a(1, 10, 'directLink'), a(2, 10, 'faq', 'directLink'), a(3, 11)],
      sections: [s(10, 100), s(11, 100)],
      sectionsOut: [10],
      categoriesOut: [],
    },
    {
      name: 'every section direct-link makes the category direct-link',
      articles: [a(1, 10, 'directLink'), a(2, 11, 'directLink'), a(3, 12)],
      sections: [s(10, 100), s(11, 100), s(12, 200)],
      sectionsOut: [10, 11],
      categoriesOut: [100],
    },
    { name: 'an empty section is not direct-link, so neither is its category', articles: [a(1, 10, 'directLink')], sections: [s(10, 100), s(11, 100)], sectionsOut: [10], categoriesOut: [] },
    { name: 'a category with no sections is not direct-link', articles: [], sections: [], sectionsOut: [], categoriesOut: [] },
    { name: 'the label is case-sensitive, as the desk stores it', articles: [a(1, 10, 'directlink')], sections: [s(10, 100)], sectionsOut: [], categoriesOut: [] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const direct = directLinkIds(c.articles, c.sections);
      expect([...direct.sections].sort()).toEqual(c.sectionsOut);
      expect([...direct.categories].sort()).toEqual(c.categoriesOut);
    });
  }

  it('leaves out labelled articles and every article of a direct-link section or category', () => {
    const direct = directLinkIds([a(1, 10, 'directLink'), a(2, 10), a(3, 11, 'directLink'), a(4, 12)], [s(10, 100), s(11, 200), s(12, 300)]);
    direct.categories.add(300);
    expect(isListed(a(1, 10, 'directLink'), 100, direct)).toBe(false);
    expect(isListed(a(2, 10), 100, direct)).toBe(true);
    expect(isListed(a(3, 11), 200, direct), 'labelled in the source locale only').toBe(false);
    expect(isListed(a(4, 12), 300, direct), 'in a direct-link category').toBe(false);
    expect(isListed(a(4, 12), undefined, direct), 'category unknown').toBe(true);
  });
});

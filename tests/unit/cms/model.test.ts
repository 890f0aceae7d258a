import { describe, expect, it } from 'vitest';
import { buildModel, modelFiles } from '../../../scripts/cms/model.ts';
import { uidOf } from '../../../scripts/cms/names.ts';
import { buildSeedPlan } from '../../../scripts/cms/plan.ts';
import { cmsResources } from '../../../src/content/resources.ts';
import { pageBlock } from '../../../src/content/schemas/blocks.ts';

type Shape = Record<string, unknown>;
const shapeOf = (schema: unknown): Shape => (schema as { _zod: { def: { shape: Shape } } })._zod.def.shape;
const SYSTEM = ['id', 'documentId', 'locale', 'updatedAt', 'publishedAt', '__component'];

describe('public-site §7 content model: Strapi types derived from the site schemas', () => {
  const model = buildModel();

  it('has one localized, draft-and-publish content type per resource, at the resource endpoint', () => {
    expect(model.contentTypes.map((t) => t.resource.key)).toEqual(cmsResources.map((r) => r.key));
    for (const type of model.contentTypes) {
      expect(type.json['kind']).toBe(type.resource.kind === 'single' ? 'singleType' : 'collectionType');
      expect(type.json['options']).toEqual({ draftAndPublish: true });
      expect(type.json['pluginOptions']).toEqual({ i18n: { localized: true } });
      expect(model.routes).toContainEqual({ method: 'GET', path: type.resource.endpoint.replace(/^\/api/, ''), handler: `${uidOf(type.name)}.find` });
    }
  });

  it('names every field of every schema as an attribute, nested objects as components', () => {
    const components = new Map(model.components.map((c) => [c.uid, c.json.attributes]));
    const check = (schema: unknown, attributes: Record<string, { type: string; component?: string }>) => {
      const fields = Object.keys(shapeOf(schema)).filter((f) => !SYSTEM.includes(f));
      expect(Object.keys(attributes).sort()).toEqual(fields.sort());
      for (const attribute of Object.values(attributes)) {
        if (attribute.type === 'component') expect(components.has(attribute.component!), attribute.component).toBe(true);
        expect(attribute.type).not.toBe('json');
      }
    };
    for (const type of model.contentTypes) check(type.resource.schema, type.json.attributes);
  });

  it('makes the page blocks a dynamic zone of one component per block kind', () => {
    const page = model.contentTypes.find((t) => t.name === 'about-us')!;
    const blocks = page.json.attributes['blocks'] as { type: string; components: string[] };
    const kinds = (pageBlock as unknown as { _zod: { def: { options: unknown[] } } })._zod.def.options.map(
      (o) => (shapeOf(o)['__component'] as { _zod: { def: { values: string[] } } })._zod.def.values[0],
    );
    expect(blocks.type).toBe('dynamiczone');
    expect(blocks.components).toEqual(kinds);
  });

  it('carries the schema rules Strapi can enforce: required text, slugs, limits, enumerations, media', () => {
    const article = model.contentTypes.find((t) => t.name === 'news-article')!.json.attributes;
    expect(article['title']).toMatchObject({ type: 'string', required: true, minLength: 1 });
    expect(article['slug']).toMatchObject({ type: 'string', required: true, regex: '^[a-z0-9-]+$' });
    expect(article['date']).toMatchObject({ type: 'date', required: true });
    expect(article['img']).toMatchObject({ type: 'media', multiple: false, required: false });
    const latest = model.components.find((c) => c.uid === 'blocks.latest-articles')!.json.attributes;
    expect(latest['count']).toMatchObject({ type: 'integer', min: 1, max: 2, default: 2 });
    expect(latest['kind']).toMatchObject({ type: 'enumeration', enum: ['news', 'blog'], default: 'blog' });
  });

  it('writes controllers, services, one route file and a file per component', () => {
    const files = modelFiles(model);
    expect(files.get('src/api/site/controllers/about-us.js')).toContain("createCoreController('api::site.about-us')");
    expect(files.get('src/components/blocks/hero.json')).toContain('"displayName": "Hero"');
    expect([...files.keys()].filter((f) => f.startsWith('src/components/'))).toHaveLength(model.components.length);
  });
});

describe('public-site §7 content model: the snapshot import', () => {
  const plan = buildSeedPlan();

  it('imports every document version of the snapshot, English first, with its document id', () => {
    const versions = plan.types.flatMap((t) => t.documents.flatMap((d) => d.versions));
    expect(versions.length).toBeGreaterThan(1000);
    for (const type of plan.types) for (const doc of type.documents) expect(doc.versions[0]!.locale === 'en' || !doc.versions.some((v) => v.locale === 'en')).toBe(true);
    expect(plan.locales).toHaveLength(17);
  });

  it('refers to media by file, one row per alternative text, and drops Strapi-owned fields', () => {
    const about = plan.types.find((t) => t.uid === 'api::site.about-us')!.documents[0]!.versions[0]!.data;
    expect(about).not.toHaveProperty('id');
    expect(about).not.toHaveProperty('documentId');
    const hero = (about['blocks'] as Record<string, unknown>[])[0]!;
    expect(hero['__component']).toBe('blocks.hero');
    expect(hero).not.toHaveProperty('id');
    expect(hero['img']).toEqual({ __media: expect.any(String) });
    for (const item of plan.media) expect(item.path).not.toMatch(/^\/|\.\./);
    expect(new Set(plan.media.map((m) => m.key)).size).toBe(plan.media.length);
  });
});

/**
 * The content service's model, derived from the site's zod schemas (src/content/schemas/) so the
 * two cannot drift apart: every resource of `cmsResources` becomes a Strapi 5 content type (single
 * or collection, localized, draft and publish) reached at the resource's own endpoint; nested
 * objects become components, the page blocks a dynamic zone, media objects Strapi media fields.
 * `npm run cms` writes it into cms/src/ before Strapi starts.
 */
import { cmsResources, type CmsResource } from '../../src/content/resources.ts';
import { media, strapiDocument } from '../../src/content/schemas/strapi.ts';
import * as common from '../../src/content/schemas/common.ts';
import * as navigation from '../../src/content/schemas/navigation.ts';
import * as page from '../../src/content/schemas/page.ts';
import * as blocks from '../../src/content/schemas/blocks.ts';
import { API, PUBLISH_REPORT_NAME, uidOf } from './names.ts';

/** One Strapi attribute, as written in a schema.json. */
type Attribute = Record<string, unknown> & { type: string };
interface ComponentFile {
  uid: string;
  json: { collectionName: string; info: { displayName: string }; options: object; attributes: Record<string, Attribute> };
}
interface ContentTypeFile {
  /** Content-type name inside the `site` API: `api::site.{name}`. */
  name: string;
  resource: CmsResource;
  json: Record<string, unknown> & { attributes: Record<string, Attribute> };
}
interface StrapiModel {
  components: ComponentFile[];
  contentTypes: ContentTypeFile[];
  routes: { method: 'GET' | 'PUT'; path: string; handler: string }[];
}

/**
 * Not content: the last publish of the site, written by the publish (scripts/publish/cms-report.ts)
 * so editors read in the admin panel what went live and which entry and field were refused.
 */
const PUBLISH_REPORT = {
  name: PUBLISH_REPORT_NAME,
  json: {
    kind: 'singleType',
    collectionName: 'publish_report',
    info: {
      singularName: 'publish-report',
      pluralName: 'publish-reports',
      displayName: 'Publish report',
      description: 'The last publish of the site: what went live, and the entries kept at their last good version (written by the site)',
    },
    options: { draftAndPublish: false },
    attributes: {
      outcome: { type: 'enumeration', enum: ['live', 'refused', 'busy'] },
      finishedAt: { type: 'datetime' },
      release: { type: 'string' },
      summary: { type: 'text' },
      problems: { type: 'text' },
    },
  },
} as const;

/** Fields Strapi keeps itself on every document and component: never attributes, never imported. */
export const STRAPI_OWNED: ReadonlySet<string> = new Set([...Object.keys(strapiDocument.shape), 'createdAt', '__component']);
/** Of those, the ones Strapi assigns anew at each import and save: no sync can give them back. */
export const STRAPI_ASSIGNED = ['id', 'createdAt', 'updatedAt', 'publishedAt'] as const satisfies readonly string[];
/** Text fields that hold long text or HTML: a textarea in the admin instead of a line. */
const LONG = new Set(['text', 'description', 'description2', 'body', 'Content', 'licence', 'services_info', 'details', 'bio', 'metaDescription', 'preview_text', 'note', 'subtitle']);

type Def = {
  type: string;
  innerType?: Zod;
  element?: Zod;
  options?: Zod[];
  entries?: Record<string, string>;
  defaultValue?: unknown;
  checks?: Zod[];
  format?: string;
  shape?: Record<string, Zod>;
  check?: string;
  minimum?: number;
  value?: number;
  inclusive?: boolean;
  in?: Zod;
};
type Zod = { _zod: { def: Def } };
export const def = (schema: unknown): Def => (schema as Zod)._zod.def;
const checks = (schema: unknown) => (def(schema).checks ?? []).map((c) => def(c));
const minLength = (schema: unknown) => checks(schema).find((c) => c.check === 'min_length')?.minimum ?? 0;
const kebab = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
const snake = (text: string) => kebab(text).replace(/-/g, '_');
const title = (text: string) => {
  const words = kebab(text).replace(/\./g, ' ').split('-');
  return [words[0]![0]!.toUpperCase() + words[0]!.slice(1), ...words.slice(1)].join(' ');
};

/** Nested value without its optional, nullable and default wrappers; whether it may be left out. */
export function unwrap(schema: unknown): { inner: unknown; optional: boolean; defaultValue?: unknown } {
  let inner = schema;
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    const d = def(inner);
    if (d.type === 'optional' || d.type === 'nullable') optional = true;
    else if (d.type === 'default') {
      optional = true;
      defaultValue = d.defaultValue;
    } else break;
    inner = d.innerType;
  }
  return defaultValue === undefined ? { inner, optional } : { inner, optional, defaultValue };
}

/** The object branch of a union such as a hero background (six variants, or one image read as the first). */
export function objectBranch(schema: unknown): unknown {
  const d = def(schema);
  if (d.type !== 'union') return schema;
  return d.options!.find((o) => def(o).type === 'object') ?? d.options![0];
}

export const isMedia = (schema: unknown) => schema === media;
export const isDynamicZone = (schema: unknown) => def(schema).type === 'union' && 'discriminator' in def(schema);
export const blockName = (schema: unknown): string => {
  const literal = def(schema).shape?.['__component'];
  return literal ? String((def(literal) as unknown as { values: string[] }).values[0]) : '';
};

/** Exported object schemas keep their export name as their component name. */
function knownNames(): Map<unknown, string> {
  const names = new Map<unknown, string>();
  for (const [name, value] of Object.entries({ ...common, ...navigation, ...page, ...blocks })) {
    if (typeof value === 'object' && '_zod' in value && def(value).type === 'object' && !def(value).shape!['__component']) names.set(value, kebab(name));
  }
  return names;
}

export function buildModel(resources: CmsResource[] = cmsResources): StrapiModel {
  const components = new Map<unknown, ComponentFile>();
  const names = knownNames();
  const taken = new Set<string>();

  function component(schema: unknown, suggested: string): string {
    const found = components.get(schema);
    if (found) return found.uid;
    const block = blockName(schema);
    // A nested object is named by its field, or by its owner and field when another took the name.
    const [field, owner] = suggested.split('|') as [string, string | undefined];
    let uid = block || `parts.${names.get(schema) ?? field}`;
    if (taken.has(uid) && owner) uid = `parts.${owner}-${field}`;
    for (let n = 2; taken.has(uid); n++) uid = `parts.${owner ?? ''}-${field}-${n}`;
    taken.add(uid);
    const file: ComponentFile = { uid, json: { collectionName: `components_${snake(uid.replace('.', '_'))}`, info: { displayName: title(uid.split('.')[1]!) }, options: {}, attributes: {} } };
    components.set(schema, file);
    file.json.attributes = attributes(schema, uid.split('.')[1]!);
    return uid;
  }

  function attributes(schema: unknown, owner: string): Record<string, Attribute> {
    const out: Record<string, Attribute> = {};
    for (const [field, value] of Object.entries(def(schema).shape!)) {
      if (STRAPI_OWNED.has(field)) continue;
      out[field] = attribute(value, field, owner);
    }
    return out;
  }

  function attribute(schema: unknown, field: string, owner: string): Attribute {
    const { inner: wrapped, optional, defaultValue } = unwrap(schema);
    const inner = objectBranch(wrapped);
    const d = def(inner);
    const required = !optional;
    const withDefault = defaultValue === undefined || typeof defaultValue === 'object' ? {} : { default: defaultValue };
    if (isMedia(inner)) return { type: 'media', multiple: false, required, allowedTypes: ['images', 'files', 'videos'] };
    switch (d.type) {
      case 'object':
        return { type: 'component', repeatable: false, required, component: component(inner, `${kebab(field)}|${owner}`) };
      case 'array': {
        const element = unwrap(d.element).inner;
        const min = minLength(inner);
        if (isDynamicZone(element)) return { type: 'dynamiczone', components: def(element).options!.map((o) => component(o, blockName(o))) };
        if (isMedia(element)) return { type: 'media', multiple: true, required: min > 0, allowedTypes: ['images', 'files', 'videos'] };
        if (def(element).type !== 'object') return { type: 'json' };
        return { type: 'component', repeatable: true, ...(min > 0 ? { required: true, min } : {}), component: component(element, `${kebab(field)}|${owner}`) };
      }
      case 'boolean':
        return { type: 'boolean', ...withDefault, ...(required ? { required } : {}) };
      case 'number': {
        const limits = Object.fromEntries(checks(inner).flatMap((c) => (c.check === 'greater_than' ? [['min', c.value]] : c.check === 'less_than' ? [['max', c.value]] : [])));
        return { type: 'integer', ...limits, ...withDefault, ...(required ? { required } : {}) };
      }
      case 'enum':
        return { type: 'enumeration', enum: Object.values(d.entries!), ...withDefault, ...(required ? { required } : {}) };
      case 'string': {
        if (d.format === 'date') return { type: 'date', ...(required ? { required } : {}) };
        const pattern = checks(inner).find((c) => c.format === 'regex') as { pattern?: RegExp } | undefined;
        const filled = required && (minLength(inner) > 0 || pattern !== undefined);
        return { type: LONG.has(field) ? 'text' : 'string', ...(pattern?.pattern ? { regex: pattern.pattern.source } : {}), ...withDefault, ...(filled ? { required: true, minLength: 1 } : {}) };
      }
      default:
        return { type: 'json' };
    }
  }

  const contentTypes = resources.map((resource): ContentTypeFile => {
    const single = resource.kind === 'single';
    const name = single ? resource.key : resource.key.replace(/s$/, '');
    const attrs = attributes(resource.schema, name);
    for (const a of Object.values(attrs)) a['pluginOptions'] = { i18n: { localized: true } };
    return {
      name,
      resource,
      json: {
        kind: single ? 'singleType' : 'collectionType',
        collectionName: snake(resource.key),
        info: { singularName: name, pluralName: single ? `${name}-versions` : resource.key, displayName: title(resource.key), description: `${resource.endpoint} (src/content/resources.ts)` },
        options: { draftAndPublish: true },
        pluginOptions: { i18n: { localized: true } },
        attributes: attrs,
      },
    };
  });
  const routes: StrapiModel['routes'] = contentTypes.map((t) => ({ method: 'GET' as const, path: t.resource.endpoint.replace(/^\/api/, ''), handler: `${uidOf(t.name)}.find` }));
  return { components: [...components.values()], contentTypes, routes };
}

/** The files of the model under cms/src/, path → text. */
export function modelFiles(model: StrapiModel = buildModel()): Map<string, string> {
  const files = new Map<string, string>();
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const factory = (kind: 'Controller' | 'Service', name: string) =>
    `'use strict';\n// Generated by scripts/cms/model.ts.\nmodule.exports = require('@strapi/strapi').factories.createCore${kind}('${uidOf(name)}');\n`;
  for (const c of model.components) {
    const [category, name] = c.uid.split('.') as [string, string];
    files.set(`src/components/${category}/${name}.json`, json(c.json));
  }
  for (const t of [...model.contentTypes, PUBLISH_REPORT]) {
    files.set(`src/api/${API}/content-types/${t.name}/schema.json`, json(t.json));
    files.set(`src/api/${API}/controllers/${t.name}.js`, factory('Controller', t.name));
    files.set(`src/api/${API}/services/${t.name}.js`, factory('Service', t.name));
  }
  const report = uidOf(PUBLISH_REPORT.name);
  const routes = [
    ...model.routes.map((r) => ({ ...r, config: { middlewares: ['global::deep-populate'] } })),
    { method: 'GET', path: '/publish-report', handler: `${report}.find` },
    { method: 'PUT', path: '/publish-report', handler: `${report}.update` },
  ];
  files.set(
    `src/api/${API}/routes/endpoints.js`,
    `'use strict';\n// Generated by scripts/cms/model.ts: each content type at the endpoint the site's sync reads.\nmodule.exports = ${JSON.stringify({ type: 'content-api', routes }, null, 2)};\n`,
  );
  return files;
}

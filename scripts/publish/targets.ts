/**
 * What a webhook names, and whether a batch of deliveries can be synced by those names alone.
 *
 * A Strapi delivery `{event, model, uid, entry}` names one document: its content type (the model,
 * or the last part of the uid) and `entry.documentId` (Strapi v5), and the locale the editor acted
 * in. A Zendesk article event (`{type: 'zen:event-type:article.…', detail: {id}}`) names the
 * article. A batch is *targeted* when every delivery names its document; one delivery that does not
 * (a media event, a support-desk trigger, an entry without a documentId) makes the batch read
 * everything that changed (the incremental sync), as does a batch naming more documents than a
 * targeted sync would save requests on.
 */

/** One content-service document a delivery names. */
export interface CmsTarget {
  service: 'cms';
  /** entry.publish, entry.unpublish, entry.update, entry.delete. */
  event: string;
  /** The content type's name: `news-article`, `home` (the model, or the uid's last part). */
  model: string;
  /** Strapi v5's documentId: one document in every locale. */
  documentId: string;
  /** The locale the event was in, when the delivery says. */
  locale?: string;
}

/** One support-desk (Zendesk) article a delivery names. */
export interface HelpdeskTarget {
  service: 'helpdesk';
  /** The desk's event type, e.g. `zen:event-type:article.published`. */
  event: string;
  articleId: string;
}

export type Target = CmsTarget | HelpdeskTarget;

/** Past this many documents in one batch the incremental sync costs about as much. */
export const MAX_TARGETS = 20;

const NAME = /^[a-z0-9][a-z0-9-]{0,99}$/;
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The document a Strapi webhook body names, or undefined when it names none usable. */
export function cmsTarget(body: unknown): CmsTarget | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { event, uid, model, entry } = body as { event?: unknown; uid?: unknown; model?: unknown; entry?: unknown };
  if (typeof event !== 'string' || !event.startsWith('entry.')) return undefined;
  const fromUid = typeof uid === 'string' ? /^api::[a-z0-9-]+\.([a-z0-9-]+)$/.exec(uid)?.[1] : undefined;
  const name = typeof model === 'string' && NAME.test(model) ? model : fromUid;
  if (!name || !NAME.test(name)) return undefined;
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { documentId, locale } = entry as { documentId?: unknown; locale?: unknown };
  if (typeof documentId !== 'string' || !DOCUMENT_ID.test(documentId)) return undefined;
  return { service: 'cms', event, model: name, documentId, ...(typeof locale === 'string' && LOCALE.test(locale) ? { locale } : {}) };
}

const ARTICLE_ID = /^[0-9]{1,20}$/;

/** The article a Zendesk webhook body names (an article event with its id), or undefined. */
export function helpdeskTarget(body: unknown): HelpdeskTarget | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { type, detail } = body as { type?: unknown; detail?: unknown };
  if (typeof type !== 'string' || !/^zen:event-type:article\.[a-z_]+$/.test(type)) return undefined;
  const id = typeof detail === 'object' && detail !== null ? (detail as { id?: unknown }).id : undefined;
  const articleId = typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? String(id) : id;
  if (typeof articleId !== 'string' || !ARTICLE_ID.test(articleId)) return undefined;
  return { service: 'helpdesk', event: type, articleId };
}

/**
 * The choice rule: the targets of a batch when every delivery names one and there are at most
 * MAX_TARGETS distinct documents; otherwise undefined (sync everything that changed).
 */
export function batchTargets(targets: ReadonlyArray<Target | undefined>): Target[] | undefined {
  if (targets.length === 0) return undefined;
  const distinct = new Map<string, Target>();
  for (const target of targets) {
    if (!target) return undefined;
    distinct.set(targetKey(target), target);
  }
  const documents = new Set([...distinct.values()].map(documentOf));
  return documents.size <= MAX_TARGETS ? [...distinct.values()] : undefined;
}

/** The document a target names (two events on one document name it once). */
export const documentOf = (t: Target): string => (t.service === 'cms' ? `cms ${t.model} ${t.documentId}` : `helpdesk ${t.articleId}`);

export const targetKey = (t: Target): string => (t.service === 'cms' ? [t.service, t.event, t.model, t.documentId, t.locale ?? ''].join(' ') : [t.service, t.event, t.articleId].join(' '));

/** The `--targets=` value the publish reads back with parseTargets. */
export const formatTargets = (targets: Target[]): string => JSON.stringify(targets);

/** Targets from `--targets=`; undefined when the text is not a list of targets (then: sync everything). */
export function parseTargets(text: string | undefined): Target[] | undefined {
  if (text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const out: Target[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return undefined;
    if ((item as { service?: unknown }).service === 'helpdesk') {
      const { event, articleId } = item as Record<string, unknown>;
      const target = helpdeskTarget({ type: event, detail: { id: articleId } });
      if (!target || target.articleId !== articleId) return undefined;
      out.push(target);
      continue;
    }
    if ((item as { service?: unknown }).service !== 'cms') return undefined;
    const { event, model, documentId, locale } = item as Record<string, unknown>;
    const target = cmsTarget({ event, model, entry: { documentId, locale } });
    if (!target || (locale !== undefined && target.locale !== locale)) return undefined;
    out.push(target);
  }
  return batchTargets(out);
}

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { batchTargets, cmsTarget, documentOf, formatTargets, helpdeskTarget, MAX_TARGETS, parseTargets, targetKey, type Target } from '../../../scripts/publish/targets.ts';
import { cmsDelivery, helpdeskDelivery } from '../../../scripts/publish/webhook.ts';
import { createPublishQueue, type Batch } from '../../../scripts/publish/queue.ts';

const name = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/);
const documentId = fc.stringMatching(/^[A-Za-z0-9]{1,24}$/);
const locale = fc.constantFrom('en', 'de', 'fr', 'pt-br', 'zh-hans', 'en-us');
const event = fc.constantFrom('entry.publish', 'entry.unpublish', 'entry.update', 'entry.delete');
const cms: fc.Arbitrary<Target> = fc.record({ service: fc.constant('cms' as const), event, model: name, documentId, locale }, { requiredKeys: ['service', 'event', 'model', 'documentId'] });
const desk: fc.Arbitrary<Target> = fc.record({
  service: fc.constant('helpdesk' as const),
  event: fc.constantFrom('zen:event-type:article.published', 'zen:event-type:article.body_changed', 'zen:event-type:article.unpublished'),
  articleId: fc.stringMatching(/^[0-9]{1,12}$/),
});
const target = fc.oneof(cms, cms, desk);

describe('public-site §7 publishing: what a webhook names (targets)', () => {
  it('reads the document a Strapi v5 webhook names: model, documentId, locale', () => {
    expect(cmsTarget({ event: 'entry.update', model: 'news-article', uid: 'api::news-article.news-article', entry: { id: 7, documentId: 'xk2abc', locale: 'de' } })).toEqual({
      service: 'cms',
      event: 'entry.update',
      model: 'news-article',
      documentId: 'xk2abc',
      locale: 'de',
    });
    // The model from the uid when the body has none.
    expect(cmsTarget({ event: 'entry.publish', uid: 'api::site.home', entry: { documentId: 'h1' } })).toEqual({ service: 'cms', event: 'entry.publish', model: 'home', documentId: 'h1' });
  });

  it('names nothing for media events, a missing documentId (Strapi v4) or a body out of shape', () => {
    expect(cmsTarget({ event: 'media.create', model: 'file', entry: { id: 1 } })).toBeUndefined();
    expect(cmsTarget({ event: 'entry.update', model: 'news-article', entry: { id: 1 } })).toBeUndefined();
    expect(cmsTarget({ event: 'entry.update', model: 'News Article', entry: { documentId: 'a' } })).toBeUndefined();
    expect(cmsTarget({ event: 'entry.update', model: 'news-article', entry: { documentId: '../../etc' } })).toBeUndefined();
    expect(cmsTarget(null)).toBeUndefined();
    expect(cmsTarget('entry.update')).toBeUndefined();
  });

  it('reads the article a Zendesk article event names; other desk events name nothing', () => {
    expect(helpdeskTarget({ type: 'zen:event-type:article.body_changed', detail: { id: '31', brand_id: '1' } })).toEqual({
      service: 'helpdesk',
      event: 'zen:event-type:article.body_changed',
      articleId: '31',
    });
    expect(helpdeskTarget({ type: 'zen:event-type:article.published', detail: { id: 31 } })).toMatchObject({ articleId: '31' });
    expect(helpdeskTarget({ type: 'zen:event-type:ticket.created', detail: { id: '31' } })).toBeUndefined();
    expect(helpdeskTarget({ type: 'zen:event-type:article.published', detail: { id: '../31' } })).toBeUndefined();
    expect(helpdeskTarget({})).toBeUndefined();
    // The desk is still read whole should the targeted sync not apply.
    expect(helpdeskDelivery({ type: 'zen:event-type:article.published', detail: { id: '31' } })).toMatchObject({ fullHelpdesk: true, target: { service: 'helpdesk', articleId: '31' } });
  });

  it('never throws on any body, and what it names always passes its own rules again', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const t = cmsTarget(body);
        if (t) expect(cmsTarget({ event: t.event, model: t.model, entry: { documentId: t.documentId, locale: t.locale } })).toEqual(t);
        const d = helpdeskTarget(body);
        if (d) expect(helpdeskTarget({ type: d.event, detail: { id: d.articleId } })).toEqual(d);
      }),
    );
  });

  it('a webhook delivery carries its target; the key that coalesces duplicates is unchanged', () => {
    const delivery = cmsDelivery({ event: 'entry.update', model: 'news-article', uid: 'api::news-article.news-article', entry: { documentId: 'news0001', locale: 'en', publishedAt: '2026-11-02' } });
    expect(delivery).toEqual({
      key: 'entry.update api::news-article.news-article news0001 en',
      target: { service: 'cms', event: 'entry.update', model: 'news-article', documentId: 'news0001', locale: 'en' },
    });
  });
});

describe('public-site §7 publishing: the choice between a targeted and an incremental sync', () => {
  it('targets a batch only when every delivery names a document, and at most MAX_TARGETS documents', () => {
    fc.assert(
      fc.property(fc.array(fc.option(target, { nil: undefined }), { maxLength: 40 }), (targets) => {
        const chosen = batchTargets(targets);
        const documents = new Set(targets.filter((t) => t !== undefined).map(documentOf));
        const expected = targets.length > 0 && targets.every((t) => t !== undefined) && documents.size <= MAX_TARGETS;
        expect(chosen !== undefined).toBe(expected);
        if (chosen) {
          // Every named target once, none invented.
          expect(new Set(chosen.map(targetKey))).toEqual(new Set(targets.map((t) => targetKey(t!))));
          expect(chosen).toHaveLength(new Set(chosen.map(targetKey)).size);
        }
      }),
    );
  });

  it('the --targets argument reads back as written, and anything else reads as "sync everything"', () => {
    fc.assert(
      fc.property(fc.array(target, { minLength: 1, maxLength: MAX_TARGETS }), (targets) => {
        const chosen = batchTargets(targets)!;
        expect(parseTargets(formatTargets(chosen))).toEqual(chosen);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseTargets(text);
        if (parsed) expect(parseTargets(formatTargets(parsed))).toEqual(parsed);
      }),
    );
    expect(parseTargets(undefined)).toBeUndefined();
    expect(parseTargets('[]')).toBeUndefined();
    expect(parseTargets('[{"service":"helpdesk","id":1}]')).toBeUndefined();
    expect(parseTargets('[{"service":"cms","event":"entry.update","model":"news-article","documentId":"a b"}]')).toBeUndefined();
  });

  it('a queued batch says its targets and how long it waited; one delivery without a target makes it untargeted', async () => {
    const batches: Batch[] = [];
    let clock = 1_000;
    const queue = createPublishQueue({ debounceMs: 20, maxWaitMs: 1000, now: () => clock, run: (batch) => (batches.push(batch), Promise.resolve({ ok: true })) });
    const a = cmsDelivery({ event: 'entry.update', model: 'news-article', entry: { documentId: 'n1', locale: 'en' } });
    const b = cmsDelivery({ event: 'media.create', model: 'file', entry: { id: 3 } });
    if ('ignored' in a || 'ignored' in b) throw new Error('expected deliveries');
    queue.deliver(a);
    clock += 5;
    queue.deliver(a);
    await new Promise((resolve) => setTimeout(resolve, 40));
    clock += 20;
    await queue.idle();
    expect(batches[0]).toMatchObject({ targets: [{ documentId: 'n1', locale: 'en' }], fullHelpdesk: false });
    expect(batches[0]!.waitedMs).toBeGreaterThanOrEqual(5);
    queue.deliver(a);
    queue.deliver(b);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await queue.idle();
    expect(batches[1]!.targets).toBeUndefined();
    queue.close();
  });
});

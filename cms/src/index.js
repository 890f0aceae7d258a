'use strict';
/**
 * First-start setup of the local content service, driven by the environment that `npm run cms`
 * (scripts/cms.ts) sets: the snapshot import, the editor account, the sync's read-only API token
 * and the webhook to the site's publish receiver. Each step is idempotent: a second start finds
 * its work done and changes nothing.
 */
const fs = require('node:fs');
const path = require('node:path');

const SEED_KEY = 'snapshot-import';
const TOKEN_NAME = 'site sync (read-only)';
const REPORT_TOKEN_NAME = 'site publish report';
const WEBHOOK_NAME = 'site publish';
const WEBHOOK_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.update', 'entry.delete', 'media.create', 'media.update', 'media.delete'];

const store = (strapi) => strapi.store({ type: 'core', name: 'remit' });

async function ensureLocales(strapi, plan) {
  const locales = strapi.plugin('i18n').service('locales');
  const have = new Set((await locales.find()).map((l) => l.code));
  for (const { code, name } of plan.locales) {
    if (!have.has(code)) await locales.create({ code, name });
  }
  await locales.setDefaultLocale({ code: plan.defaultLocale });
}

/** Uploads each snapshot file once; other alternative texts of the same file are rows of their own. */
async function importMedia(strapi, plan) {
  const upload = strapi.plugin('upload').service('upload');
  const ids = {};
  const byPath = new Map();
  for (const item of plan.media) {
    let base = byPath.get(item.path);
    if (!base) {
      const file = path.join(plan.mediaRoot, item.path);
      const [created] = await upload.upload({
        data: { fileInfo: { name: item.path, alternativeText: item.alternativeText, caption: null } },
        files: { filepath: file, originalFilename: path.basename(file), mimetype: item.mime, size: fs.statSync(file).size },
      });
      base = created;
      byPath.set(item.path, base);
    }
    const { id, documentId, createdAt, updatedAt, publishedAt, ...row } = base;
    const sized = { width: item.width ?? null, height: item.height ?? null };
    if (base.alternativeText === item.alternativeText && !ids[item.path + '#first']) {
      ids[item.path + '#first'] = true;
      await strapi.db.query('plugin::upload.file').update({ where: { id }, data: sized });
      ids[item.key] = id;
    } else {
      const copy = await strapi.db.query('plugin::upload.file').create({ data: { ...row, ...sized, alternativeText: item.alternativeText } });
      ids[item.key] = copy.id;
    }
  }
  return ids;
}

function withMedia(value, ids) {
  if (Array.isArray(value)) return value.map((v) => withMedia(v, ids));
  if (value && typeof value === 'object') {
    if (typeof value.__media === 'string') return ids[value.__media];
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withMedia(v, ids)]));
  }
  return value;
}

async function importDocuments(strapi, plan, ids) {
  let versions = 0;
  for (const type of plan.types) {
    const documents = strapi.documents(type.uid);
    for (const doc of type.documents) {
      let first = true;
      for (const { locale, data } of doc.versions) {
        const resolved = withMedia(data, ids);
        if (first) await documents.create({ locale, status: 'published', data: { ...resolved, documentId: doc.documentId } });
        else await documents.update({ documentId: doc.documentId, locale, status: 'published', data: resolved });
        first = false;
        versions++;
      }
    }
    strapi.log.info(`snapshot: ${type.uid} imported (${type.documents.length} documents)`);
  }
  return versions;
}

async function importSnapshot(strapi, planFile) {
  const plan = JSON.parse(fs.readFileSync(planFile, 'utf8'));
  const done = await store(strapi).get({ key: SEED_KEY });
  if (done) {
    strapi.log.info(`snapshot: imported before (${done.digest.slice(0, 12)}, ${done.at}); nothing to do`);
    return;
  }
  const started = Date.now();
  await ensureLocales(strapi, plan);
  strapi.log.info('snapshot: locales ready');
  const ids = await importMedia(strapi, plan);
  strapi.log.info(`snapshot: ${plan.media.length} media imported`);
  const versions = await importDocuments(strapi, plan, ids);
  await store(strapi).set({ key: SEED_KEY, value: { digest: plan.digest, at: new Date().toISOString() } });
  strapi.log.info(`snapshot: imported ${versions} document versions and ${plan.media.length} media in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function ensureEditor(strapi, email, password) {
  const users = strapi.service('admin::user');
  if (await strapi.db.query('admin::user').findOne({ where: { email } })) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({ email, password, firstname: 'Local', lastname: 'Editor', isActive: true, roles: superAdmin ? [superAdmin.id] : [] });
  strapi.log.info(`editor account created: ${email}`);
}

/** Fresh tokens on every start (a key is shown only when it is made): the sync's read-only one, and one that may only write the publish report. */
async function ensureTokens(strapi, stateFile) {
  const tokens = strapi.service('admin::api-token-content-api');
  const fresh = async (name, attributes) => {
    const old = await strapi.db.query('admin::api-token').findOne({ where: { name } });
    if (old) await tokens.revoke(old.id);
    return (await tokens.create({ name, lifespan: null, ...attributes })).accessKey;
  };
  const token = await fresh(TOKEN_NAME, { description: 'Read by npm run sync and the publish', type: 'read-only' });
  const reportToken = await fresh(REPORT_TOKEN_NAME, { description: 'Writes the publish report', type: 'custom', permissions: ['api::site.publish-report.update'] });
  fs.writeFileSync(stateFile, `${JSON.stringify({ token, reportToken }, null, 2)}\n`, { mode: 0o600 });
}

async function ensureWebhook(strapi, url, secret) {
  const hooks = strapi.get('webhookStore');
  const existing = (await hooks.findWebhooks()).find((h) => h.name === WEBHOOK_NAME);
  const webhook = { name: WEBHOOK_NAME, url, headers: { 'X-Webhook-Secret': secret }, events: WEBHOOK_EVENTS, isEnabled: true };
  const saved = existing ? await hooks.updateWebhook(existing.id, { ...existing, ...webhook }) : await hooks.createWebhook(webhook);
  // The runner reads the store at start; the hook made now has to be added to it too.
  const runner = strapi.get('webhookRunner');
  if (existing) runner.update(saved);
  else runner.add(saved);
  strapi.log.info(`webhook: ${WEBHOOK_EVENTS.join(', ')} → ${url}`);
}

module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    const env = process.env;
    if (env.CMS_SEED_PLAN) await importSnapshot(strapi, env.CMS_SEED_PLAN);
    if (env.CMS_EDITOR_EMAIL && env.CMS_EDITOR_PASSWORD) await ensureEditor(strapi, env.CMS_EDITOR_EMAIL, env.CMS_EDITOR_PASSWORD);
    if (env.CMS_STATE_FILE) await ensureTokens(strapi, env.CMS_STATE_FILE);
    if (env.CMS_WEBHOOK_URL && env.CMS_WEBHOOK_SECRET) await ensureWebhook(strapi, env.CMS_WEBHOOK_URL, env.CMS_WEBHOOK_SECRET);
  },
};

'use strict';
/**
 * `populate=*` on the site's endpoints means every level: the pages' blocks, their components and
 * media, and components inside components. Strapi's own `*` stops at the first level, so the
 * query is rewritten to the full tree of the content type before the controller runs.
 */
function tree(strapi, attributes) {
  const out = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media') out[name] = true;
    else if (attribute.type === 'component') out[name] = nested(strapi, attribute.component);
    else if (attribute.type === 'dynamiczone') {
      out[name] = { on: Object.fromEntries(attribute.components.map((uid) => [uid, nested(strapi, uid)])) };
    }
  }
  return out;
}

function nested(strapi, uid) {
  const populate = tree(strapi, strapi.components[uid].attributes);
  return Object.keys(populate).length === 0 ? true : { populate };
}

module.exports = (_config, { strapi }) => {
  const cache = new Map();
  return async (ctx, next) => {
    if (ctx.query.populate === '*') {
      const uid = ctx.state.route?.handler?.replace(/\.find$/, '');
      const contentType = uid && strapi.contentTypes[uid];
      if (contentType) {
        if (!cache.has(uid)) cache.set(uid, tree(strapi, contentType.attributes));
        ctx.query.populate = cache.get(uid);
      }
    }
    await next();
  };
};

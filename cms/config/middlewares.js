'use strict';
// Strapi refuses to start without strapi::favicon; it serves cms/favicon.png (the site's mark).
module.exports = ['strapi::logger', 'strapi::errors', 'strapi::security', 'strapi::cors', 'strapi::poweredBy', 'strapi::query', 'strapi::body', 'strapi::session', 'strapi::favicon', 'strapi::public'];

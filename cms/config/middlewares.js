'use strict';
// No favicon middleware: the project has no favicon file, and the middleware answered 500 for it.
module.exports = ['strapi::logger', 'strapi::errors', 'strapi::security', 'strapi::cors', 'strapi::poweredBy', 'strapi::query', 'strapi::body', 'strapi::session', 'strapi::public'];

'use strict';
// Local only: bound to the loopback interface. Secrets come from cms/.env, written on first start.
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS') },
  // Uploaded media live beside the database they belong to (PUBLIC_DIR), so a test run keeps its own.
  dirs: { public: env('PUBLIC_DIR', './public') },
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});

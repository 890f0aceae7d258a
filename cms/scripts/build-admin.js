'use strict';
/**
 * `strapi build` (the admin panel) without its TypeScript step: TypeScript's config lookup climbs
 * out of cms/ into the site's tsconfig.json and would compile the site as if it were this project,
 * which is plain JavaScript.
 */
const path = require('node:path');

const dist = path.join(__dirname, '..', 'node_modules', '@strapi', 'strapi', 'dist');
const { build } = require(path.join(dist, 'src', 'node', 'build.js'));
const { createLogger } = require(path.join(dist, 'src', 'cli', 'utils', 'logger.js'));

build({
  cwd: path.join(__dirname, '..'),
  logger: createLogger({ debug: false, silent: false, timestamp: false }),
  tsconfig: undefined,
  bundler: 'vite',
  minify: true,
  sourcemap: false,
  stats: false,
}).catch((error) => {
  console.error(error);
  process.exit(1);
});

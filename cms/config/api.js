'use strict';
// The site's sync asks for pages of 100 (scripts/sync/cms.ts).
module.exports = { rest: { defaultLimit: 25, maxLimit: 100, withCount: true } };

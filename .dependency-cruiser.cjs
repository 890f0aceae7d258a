// The layer check (docs/architecture.md, "The layers"): which folder may import which, no import
// loops, nothing from tests/ in shipped code or scripts. Run by `npm run lint:layers`.

/** Lowest first: a layer may import its own and the ones below it, never one above. */
const layers = [
  // The rules and the language registry: pure, no DOM, no React, no build.
  { name: 'domain', path: '^src/(domain|i18n)/|^src/site-config\\.ts$' },
  // The backend contract: schemas of its answers, its paths, the browser client.
  { name: 'api', path: '^src/api/' },
  // Build-time reading of the snapshot, and helpers with effects (sanitizer, analytics, settings).
  { name: 'content', path: '^src/(content|lib)/|^src/content\\.config\\.ts$' },
  // Shared React pieces and the stores the islands and the app share.
  { name: 'ui', path: '^src/(ui|stores)/' },
  // What hydrates: the public site's islands and the /auth app.
  { name: 'islands', path: '^src/(islands|app)/' },
  // Static Astro components, the page frame, and the build hooks.
  { name: 'components', path: '^src/(components|layouts|integrations)/' },
  { name: 'pages', path: '^src/pages/|^src/middleware\\.ts$' },
];

const upward = layers.slice(0, -1).map((layer, i) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.name} may import only ${layers
    .slice(0, i + 1)
    .map((l) => l.name)
    .join(', ')} (docs/architecture.md)`,
  severity: 'error',
  from: { path: layer.path },
  to: {
    path: layers
      .slice(i + 1)
      .map((l) => l.path)
      .join('|'),
  },
}));

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'islands-not-app',
      comment: "Page islands and the /auth app share only what lives in src/ui/ and below: neither loads the other's code",
      severity: 'error',
      from: { path: '^src/islands/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'app-not-islands',
      comment: "Page islands and the /auth app share only what lives in src/ui/ and below: neither loads the other's code",
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/islands/' },
    },
    {
      name: 'integrations-build-only',
      comment: 'Build hooks run in Node at build time: no React, no browser state',
      severity: 'error',
      from: { path: '^src/integrations/' },
      to: { path: '^src/(ui|stores|islands|app|components|layouts)/' },
    },
    {
      name: 'scripts-use-the-base',
      comment: 'Scripts (sync, sandbox, serve, publish, bench) run in Node: they may use domain, i18n, api, content and lib, never the browser code or the pages',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^src/(ui|stores|islands|app|components|layouts|pages|integrations)/' },
    },
    {
      name: 'no-tests-in-code',
      comment: 'Tests may use anything; nothing shipped or run outside the tests may use tests/',
      severity: 'error',
      from: { path: '^(src|scripts)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'no-circular',
      comment: 'No file imports itself through others',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'A module nothing imports is dead code. The exceptions are imported from .astro files or astro.config.mjs, which this checker does not read, or run as commands',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          '\\.d\\.ts$',
          // Commands (npm scripts, node scripts/x.ts).
          '^scripts/[^/]+\\.ts$',
          '^scripts/sandbox/main\\.ts$',
          // Imported only from .astro files.
          '^src/domain/(widgets|tiles|hero-picture|format-date|brand-colours|avatar|payment-options)\\.ts$',
          '^src/layouts/island-runtime\\.ts$',
          '^src/lib/reused-html\\.ts$',
          '^src/content/region-page-paths\\.ts$',
          // Imported only from astro.config.mjs (and vitest.config.ts).
          '^src/integrations/(app-chunks|inline-script-bundle)\\.ts$',
          // Client directives: Astro loads them by path (src/integrations/directives/integration.ts).
          '^src/integrations/directives/(reveal|interaction|event)\\.ts$',
          // The publish check's URL reading, used by the unit and browser link tests.
          '^scripts/publish/url-attributes\\.ts$',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|content-cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};

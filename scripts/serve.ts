// Serves the built site (dist/) as the CDN would: `node scripts/serve.ts` (npm run serve).
//
//   PORT=4321 HOST=127.0.0.1        where to listen (defaults shown)
//   SITE_ROOT=dist                  the folder to serve (may be a symlink to a release folder)
//   BACKEND_URL=http://host:port    proxy API and page-data requests there instead of the sandbox
//   SANDBOX_DATABASE=data/sandbox.sqlite   the embedded sandbox backend's database (':memory:' for none kept)
//   SANDBOX=off                     no backend at all (API and page-data requests get 503)
//   ALLOWED_PROXY_ORIGINS=https://a,https://b   origins `_redirects` proxy rules may reach
//   COUNTRY=gb                      the visitor country for `_redirects` Country= rules
//   QUIET=1                         no per-request log lines
//   WEBHOOK_SECRET=…                also receive publish webhooks under /__publish/ (scripts/webhook.ts);
//                                   the site served is then releases/live unless SITE_ROOT says otherwise
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer, DEFAULT_HOST, DEFAULT_PORT, type Backend } from './serve/server.ts';
import { createSandbox, defaultDatabasePath } from './sandbox/app.ts';
import { receiverFromEnv } from './publish/receiver.ts';

const env = process.env;
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
// Publishing: the webhook receiver beside the site, which then serves the live release.
const receiver = env['WEBHOOK_SECRET'] ? receiverFromEnv(env) : undefined;
if (receiver && 'error' in receiver) {
  console.error(receiver.error);
  process.exit(1);
}
const root = resolve(projectRoot, env['SITE_ROOT'] ?? (receiver ? `${env['PUBLISH_DIR'] ?? 'releases'}/live` : 'dist'));
const host = env['HOST'] || DEFAULT_HOST;
const port = env['PORT'] ? Number(env['PORT']) : DEFAULT_PORT;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid PORT ${env['PORT']}`);
  process.exit(1);
}
const backendUrl = env['BACKEND_URL'];
if (backendUrl) {
  try {
    new URL(backendUrl);
  } catch {
    console.error(`Invalid BACKEND_URL ${backendUrl}`);
    process.exit(1);
  }
}

// The sandbox backend runs in-process on the same origin unless a real backend is configured.
const sandbox = !backendUrl && env['SANDBOX'] !== 'off' ? createSandbox({ databasePath: env['SANDBOX_DATABASE'] || defaultDatabasePath }) : null;
const backend: Backend | undefined = backendUrl ? { url: backendUrl } : sandbox ? { handler: sandbox.handler } : undefined;
const backendName = backendUrl || (sandbox ? `sandbox (database ${env['SANDBOX_DATABASE'] || 'data/sandbox.sqlite'}; test values in README.md)` : 'none (API and page-data requests get 503)');

const site = createSiteServer({
  root,
  host,
  port,
  backend,
  allowedProxyOrigins: (env['ALLOWED_PROXY_ORIGINS'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  country: env['COUNTRY'] || undefined,
  quiet: env['QUIET'] === '1' || env['QUIET'] === 'true',
});

// With the receiver, one server answers both: webhook paths first, everything else as the site.
const webhookServer = receiver
  ? createServer((req, res) => {
      if (!receiver.handler(req, res)) site.handler(req, res);
    })
  : undefined;
const listen = (): Promise<string> =>
  webhookServer
    ? new Promise((done, fail) => {
        webhookServer.once('error', fail);
        webhookServer.listen(port, host, () => done(`http://${host}:${(webhookServer.address() as { port: number }).port}/`));
      })
    : site.listen();

try {
  const url = await listen();
  const shown = ['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1'].includes(host) ? url.replace(/\/\/[^/]+:/, '//localhost:') : url;
  console.log(`\n  Site running at ${shown}\n`);
  console.log(`  serving ${root}`);
  console.log(`  backend: ${backendName}`);
  if (receiver) console.log(`  publish webhooks: ${shown.replace(/\/$/, '')}${receiver.prefix}/{cms,helpdesk,state} (${receiver.mode})`);
  if (receiver && !existsSync(root)) console.log(`  no live release yet: run npm run publish (or send a webhook); until then pages answer 503`);
  console.log('');
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `Port ${port} is already in use; set PORT to another one.` : String(error));
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    receiver?.queue.close();
    webhookServer?.closeAllConnections();
    webhookServer?.close();
    void site.close().finally(() => {
      sandbox?.close();
      process.exit(0);
    });
  });
}

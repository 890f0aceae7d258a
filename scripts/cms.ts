// `npm run cms`: the content service on this machine (a Strapi 5 project in cms/, installed on
// first use), with the site's content model and the committed snapshot imported on first start.
//
//   npm run cms                     admin panel at http://127.0.0.1:1337/admin, local editor account
//   npm run cms -- --publish-loop   also the site with the publish receiver: a publish in the admin
//                                   goes live at http://127.0.0.1:4321 (sync → build → verify → live)
//   npm run cms -- --fresh          start from an empty database (the snapshot is imported again)
//   CMS_PORT=1337 PORT=4321         ports
//
// The sync of the publish loop writes the editors' changes into content-cache/, like `npm run sync`
// against any content service: commit them, or `git checkout content-cache` to drop them.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR, startCms } from './cms/launch.ts';

const args = new Set(process.argv.slice(2));
const cmsPort = Number(process.env['CMS_PORT'] || 1337);
const sitePort = Number(process.env['PORT'] || 4321);
const loop = args.has('--publish-loop');
const root = new URL('../', import.meta.url).pathname;
const secret = randomBytes(24).toString('hex');
const children: ChildProcess[] = [];
const shutdown = { started: false };

const cms = await startCms({ port: cmsPort, fresh: args.has('--fresh'), admin: !args.has('--no-admin'), ...(loop ? { webhook: { url: `http://127.0.0.1:${sitePort}/__publish/cms`, secret } } : {}) });
children.push(cms.child);
const env = { ...process.env, CMS_URL: cms.url, CMS_TOKEN: cms.token, CMS_REPORT_TOKEN: cms.reportToken };

/** A script of the project in its own process group: stopping it stops the builds it started too. */
function nodeScript(scriptArgs: string[], extraEnv: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ...scriptArgs], { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit', detached: true });
  children.push(child);
  return child;
}

function stop(child: ChildProcess): void {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    // A negative pid signals the whole group; Strapi (started without one) is signalled alone.
    process.kill(child === cms.child ? child.pid : -child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    shutdown.started = true;
    for (const child of children) stop(child);
    setTimeout(() => process.exit(0), 3000).unref();
  });
}

console.log(`
  Content service (Strapi 5) at ${cms.url}/admin
    editor:  ${EDITOR.email}  password: ${EDITOR.password}   (local only: this machine's own Strapi)
    sync:    CMS_URL=${cms.url} CMS_TOKEN=${cms.token.slice(0, 8)}… (the full token is in cms/.tmp/state-${cmsPort}.json)
${loop ? `    publish: a publish in the admin goes live at http://127.0.0.1:${sitePort}; what went live and what was refused: Content Manager → Publish report\n             (the site answers once its first release is built: a few minutes on the first run)\n` : ''}`);

if (loop) {
  if (!existsSync(join(root, 'releases/live'))) {
    console.log('cms: building the first live release from content-cache/ (a few minutes)…');
    const first = nodeScript(['scripts/publish.ts', '--no-sync']);
    const code = await new Promise<number | null>((resolve) => first.once('exit', resolve));
    if (code !== 0 && !shutdown.started) console.error('cms: the first release failed; the receiver will try again on the first publish');
  }
  if (!shutdown.started) nodeScript(['scripts/serve.ts'], { PORT: String(sitePort), WEBHOOK_SECRET: secret, WEBHOOK_DEBOUNCE_MS: process.env['WEBHOOK_DEBOUNCE_MS'] ?? '2000', QUIET: '1' });
}

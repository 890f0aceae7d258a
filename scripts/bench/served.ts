// A built site served as users meet it, for the bench's browser figures: scripts/serve (the
// sandbox backend in memory) of a given checkout over a given output folder, the /auth first loads
// measured in Chromium, and Lighthouse's mobile run of them.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { FIRST_LOADS, authLighthouse, scriptsLoaded, type LighthouseFigures, type LoadedScripts } from '../auth-first-load.ts';
import { TEST_PASSWORD, testUser } from '../sandbox/catalogue.ts';

const projectRoot = new URL('../../', import.meta.url).pathname;

/**
 * `dir` served by the `serve.ts` of the checkout at `root` (this one unless told), until `stop()`:
 * another commit's build is served by that commit's server and sandbox, as it shipped.
 */
export async function servedSite(dir: string, port: number, root = projectRoot): Promise<{ origin: string; stop: () => void }> {
  const server = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', join(root, 'scripts/serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', QUIET: '1', SANDBOX_DATABASE: ':memory:', SITE_ROOT: dir },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const up = () =>
    fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
  for (let i = 0; i < 150 && !(await up()); i++) await new Promise((r) => setTimeout(r, 200));
  return { origin, stop: () => server.kill() };
}

/** The sandbox's sign-in as a Cookie header: the session a signed-in page is opened with. */
async function sessionOf(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/login/security-check`, {
    method: 'POST',
    body: new URLSearchParams({ phone: testUser('regular').phone, password: TEST_PASSWORD }),
    redirect: 'manual',
  });
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Opens the /auth app's first screens in Chromium, each in a fresh context (nothing cached). */
export async function authFirstLoads(dir: string, port = 4791, root = projectRoot): Promise<Record<keyof typeof FIRST_LOADS, LoadedScripts>> {
  const site = await servedSite(dir, port, root);
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const loads: Partial<Record<keyof typeof FIRST_LOADS, LoadedScripts>> = {};
    for (const [name, load] of Object.entries(FIRST_LOADS) as Array<[keyof typeof FIRST_LOADS, (typeof FIRST_LOADS)[keyof typeof FIRST_LOADS]]>) {
      const context = await browser.newContext({ baseURL: site.origin });
      const page = await context.newPage();
      if (name === 'send') await page.request.post('/api/login/security-check', { form: { phone: testUser('regular').phone, password: TEST_PASSWORD } });
      loads[name] = await scriptsLoaded(page, dir, load.path, load.ready);
      await context.close();
    }
    return loads as Record<keyof typeof FIRST_LOADS, LoadedScripts>;
  } finally {
    await browser.close();
    site.stop();
  }
}

/** Lighthouse mobile on /login and, signed in, the send page. */
export async function authLighthouseScores(dir: string, port = 4792, root = projectRoot): Promise<Record<keyof typeof FIRST_LOADS, LighthouseFigures>> {
  const site = await servedSite(dir, port, root);
  try {
    return await authLighthouse(site.origin, await sessionOf(site.origin));
  } finally {
    site.stop();
  }
}

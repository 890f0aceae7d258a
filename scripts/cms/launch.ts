/**
 * Starting the local content service (cms/, a Strapi 5 project): install on first use, the model
 * written from the site's schemas, secrets, the snapshot import plan, then Strapi itself. Strapi
 * runs on the machine's own Node.js (not the site's), the one its native SQLite module is compiled
 * for when npm installs it (docs/decisions/034-local-strapi.md).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync, accessSync, constants } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelFiles } from './model.ts';
import { buildSeedPlan } from './plan.ts';

const cmsDir = fileURLToPath(new URL('../../cms/', import.meta.url));
/** Local-only editor account, printed by `npm run cms`. */
export const EDITOR = { email: 'editor@sendora.local', password: 'Sandbox-Editor-2026' } as const;

/** PATH without any node_modules/.bin, so `node` and `npm` are the machine's. */
function machineEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const path = (process.env['PATH'] ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes(`node_modules/.bin`))
    .join(delimiter);
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('npm_') && !k.startsWith('NODE_')) env[k] = v;
  return { ...env, PATH: path, STRAPI_TELEMETRY_DISABLED: 'true', BROWSER: 'none', ...extra };
}

function machineNode(env = machineEnv()): string {
  for (const dir of (env['PATH'] ?? '').split(delimiter)) {
    const candidate = join(dir, 'node');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      /* next */
    }
  }
  throw new Error("no Node.js on PATH outside node_modules: the content service runs on the machine's own node");
}

/**
 * npm runs install scripts with every ancestor's node_modules/.bin first on PATH, so the site's own
 * `node` package can be the one that compiles better-sqlite3. Pointing node-gyp at the machine
 * Node's headers makes the module fit the Node that runs Strapi, whichever runs the compiler, and
 * needs no header download.
 */
function installEnv(): NodeJS.ProcessEnv {
  const env = machineEnv();
  const prefix = dirname(dirname(machineNode(env)));
  return existsSync(join(prefix, 'include/node/node_version.h')) ? { ...env, npm_config_nodedir: prefix } : env;
}

function run(command: string, args: string[], what: string, env = machineEnv()): void {
  const started = Date.now();
  console.log(`cms: ${what}…`);
  const result = spawnSync(command, args, { cwd: cmsDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`cms: ${what} failed (exit ${result.status})`);
  console.log(`cms: ${what} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** npm install in cms/ when its lock file is newer than what is installed. */
function ensureInstalled(): void {
  const marker = join(cmsDir, 'node_modules/.package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(cmsDir, 'package-lock.json')).mtimeMs && sqliteLoads()) return;
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], 'installing Strapi into cms/ (first use: about 3 minutes, 700 MB)', installEnv());
  if (!sqliteLoads()) run('npm', ['rebuild', 'better-sqlite3'], "compiling better-sqlite3 for the machine's Node.js", installEnv());
  if (!sqliteLoads(true)) throw new Error("cms: better-sqlite3 does not load in the machine's Node.js");
}

/** Whether the SQLite module loads in the Node.js that runs Strapi (a module built for another Node's ABI does not). */
function sqliteLoads(report = false): boolean {
  const check = spawnSync(machineNode(), ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { cwd: cmsDir, env: machineEnv(), encoding: 'utf8' });
  if (check.status !== 0 && report) console.error(check.stderr);
  return check.status === 0;
}

function writeModel(): number {
  for (const dir of ['src/api', 'src/components']) rmSync(join(cmsDir, dir), { recursive: true, force: true });
  const files = modelFiles();
  for (const [rel, text] of files) {
    mkdirSync(dirname(join(cmsDir, rel)), { recursive: true });
    writeFileSync(join(cmsDir, rel), text);
  }
  return files.size;
}

/** Secrets of this machine's content service, made once (cms/.env is git-ignored). */
function ensureSecrets(): void {
  const file = join(cmsDir, '.env');
  if (existsSync(file)) return;
  const key = () => randomBytes(24).toString('base64');
  const lines = [
    `APP_KEYS=${[key(), key(), key(), key()].join(',')}`,
    `API_TOKEN_SALT=${key()}`,
    `ADMIN_JWT_SECRET=${key()}`,
    `TRANSFER_TOKEN_SALT=${key()}`,
    `JWT_SECRET=${key()}`,
    `ENCRYPTION_KEY=${randomBytes(32).toString('base64')}`,
  ];
  writeFileSync(file, `# Local content service secrets, made by npm run cms. Not for any shared server.\n${lines.join('\n')}\n`, { mode: 0o600 });
}

/** The admin panel's build, redone when the installed Strapi changed. */
function ensureAdminBuilt(): void {
  const built = join(cmsDir, 'build/index.html');
  const lock = join(cmsDir, 'node_modules/.package-lock.json');
  if (existsSync(built) && statSync(built).mtimeMs >= statSync(lock).mtimeMs) return;
  run(machineNode(), ['scripts/build-admin.js'], 'building the admin panel (first use: a few minutes)');
}

const DEFAULT_DATABASE = '.tmp/data.db';

interface CmsOptions {
  port?: number;
  /** SQLite file, relative to cms/ (default .tmp/data.db). */
  database?: string;
  /** Start from an empty database. */
  fresh?: boolean;
  admin?: boolean;
  webhook?: { url: string; secret: string };
  /** Strapi's output: 'inherit', or the path of a file it is appended to. */
  log?: string;
}

export interface RunningCms {
  url: string;
  /** Read-only: for the sync. */
  token: string;
  /** May only write the publish report (CMS_REPORT_TOKEN of the publish). */
  reportToken: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

function logTail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export async function startCms(options: CmsOptions = {}): Promise<RunningCms> {
  const port = options.port ?? 1337;
  const database = options.database ?? DEFAULT_DATABASE;
  ensureInstalled();
  writeModel();
  ensureSecrets();
  if (options.admin !== false) ensureAdminBuilt();
  // Media files belong to their database: public/ for the default one, a folder beside any other.
  const publicDir = database === DEFAULT_DATABASE ? 'public' : `${database.replace(/\.db$/, '')}-public`;
  if (options.fresh) {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(join(cmsDir, database + suffix), { force: true });
    rmSync(join(cmsDir, publicDir, 'uploads'), { recursive: true, force: true });
  }
  mkdirSync(join(cmsDir, publicDir, 'uploads'), { recursive: true });
  mkdirSync(join(cmsDir, '.tmp'), { recursive: true });
  const planFile = join(cmsDir, '.tmp/seed-plan.json');
  writeFileSync(planFile, JSON.stringify(buildSeedPlan()));
  const stateFile = join(cmsDir, `.tmp/state-${port}.json`);
  rmSync(stateFile, { force: true });
  const env = machineEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_FILENAME: database,
    PUBLIC_DIR: publicDir,
    SERVE_ADMIN: String(options.admin !== false),
    NODE_ENV: 'production',
    CMS_SEED_PLAN: planFile,
    CMS_STATE_FILE: stateFile,
    CMS_EDITOR_EMAIL: EDITOR.email,
    CMS_EDITOR_PASSWORD: EDITOR.password,
    ...(options.webhook ? { CMS_WEBHOOK_URL: options.webhook.url, CMS_WEBHOOK_SECRET: options.webhook.secret } : {}),
  });
  const log = options.log ?? 'inherit';
  const out = log === 'inherit' ? 'inherit' : (await import('node:fs')).openSync(log, 'a');
  const child = spawn(machineNode(env), ['node_modules/@strapi/strapi/bin/strapi.js', 'start'], { cwd: cmsDir, env, stdio: ['ignore', out, out] });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  for (let waited = 0; ; waited += 500) {
    if (child.exitCode !== null) throw new Error(`cms: Strapi exited with ${child.exitCode} while starting${log === 'inherit' ? '' : ` (${log} ends:)\n${logTail(log)}`}`);
    if (existsSync(stateFile)) {
      const ok = await fetch(`${url}/_health`).then(
        (r) => r.status === 204,
        () => false,
      );
      if (ok) break;
    }
    if (waited > 15 * 60_000) {
      await stop();
      throw new Error('cms: Strapi did not start in 15 minutes');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const { token, reportToken } = JSON.parse(readFileSync(stateFile, 'utf8')) as { token: string; reportToken: string };
  return { url, token, reportToken, child, stop };
}

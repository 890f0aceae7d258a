import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { page, removeDir, request, tempDir, writeSite } from './helpers.ts';

const script = fileURLToPath(new URL('../../../scripts/serve.ts', import.meta.url));

describe('node scripts/serve.ts', () => {
  it('serves SITE_ROOT on PORT with the sandbox backend, announces the URL and logs one line per request', async () => {
    const dir = tempDir();
    const root = writeSite(join(dir, 'dist'), { 'index.html': page('cli home'), 'rules/index.html': page('rules') });
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_ROOT: root, BACKEND_URL: '', SANDBOX_DATABASE: ':memory:', QUIET: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (out += c));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no announcement in: ${out}`)), 10_000);
        child.stdout.on('data', () => {
          const m = /Site running at (http:\/\/localhost:(\d+)\/)/.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve(`http://127.0.0.1:${m[2]}/`);
          }
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      const home = await request(url, '/');
      expect(home.status).toBe(200);
      expect(home.text).toContain('cli home');
      const api = await request(url, '/api/x');
      expect(api.status).toBe(404);
      expect(JSON.parse(api.text)).toMatchObject({ code: 'NOT_FOUND' });
      const reference = await request(url, '/api/v1/reference/currencies');
      expect(reference.status).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      expect(out).toMatch(/GET \/ 200 \d+ms/);
      expect(out).toMatch(/GET \/api\/x 404 \d+ms/);
      expect(out).toContain('backend: sandbox');
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      removeDir(dir);
    }
  });
});

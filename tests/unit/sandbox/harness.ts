// Starts a sandbox backend on a free port with an in-memory (or given) database and a clock the
// test moves; `client()` keeps cookies like a browser tab.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect } from 'vitest';
import { createSandbox, type Sandbox } from '../../../scripts/sandbox/app.ts';
import { TEST_PASSWORD, testUser, type TestUser, type UserScenario } from '../../../scripts/sandbox/catalogue.ts';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: any;
}

export interface RequestOptions {
  method?: string;
  /** Form-encoded when an object or URLSearchParams, sent as is when a string. */
  form?: Record<string, string> | URLSearchParams;
  json?: unknown;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

export interface Client {
  request(path: string, options?: RequestOptions): Promise<Answer>;
  /** Page data: GET with Accept: application/json. */
  page(path: string): Promise<Answer>;
  login(user: Pick<TestUser, 'phone'>, password?: string): Promise<Answer>;
  cookies: Map<string, string>;
}

export interface Running {
  url: string;
  sandbox: Sandbox;
  clock: { now: number; advance(ms: number): void };
  client(): Client;
  stop(): Promise<void>;
}

export async function startSandbox(options: { databasePath?: string; start?: number } = {}): Promise<Running> {
  const clock = {
    now: options.start ?? Date.UTC(2026, 10, 21, 12),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const errors: unknown[] = [];
  const sandbox = createSandbox({ databasePath: options.databasePath ?? ':memory:', now: () => clock.now, onError: (e) => errors.push(e) });
  const server = http.createServer((req, res) => void sandbox.handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const client = (): Client => {
    const cookies = new Map<string, string>();
    const request = async (path: string, o: RequestOptions = {}): Promise<Answer> => {
      const headers: Record<string, string> = { Accept: 'application/json', ...o.headers };
      let body: string | Buffer | undefined = o.body;
      if (o.form) {
        body = (o.form instanceof URLSearchParams ? o.form : new URLSearchParams(o.form)).toString();
        headers['Content-Type'] ??= 'application/x-www-form-urlencoded';
      } else if (o.json !== undefined) {
        body = JSON.stringify(o.json);
        headers['Content-Type'] ??= 'application/json';
      }
      if (cookies.size > 0) headers['Cookie'] = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(url + path, {
        method: o.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body: body === undefined ? null : typeof body === 'string' ? body : new Uint8Array(body),
        redirect: 'manual',
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        const name = pair!.slice(0, eq);
        const value = pair!.slice(eq + 1);
        if (/Max-Age=0/i.test(line) || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, headers: res.headers, text, json };
    };
    return {
      cookies,
      request,
      page: (path) => request(path),
      login: (user, password = TEST_PASSWORD) => request('/api/login/security-check', { form: { phone: user.phone, password } }),
    };
  };

  const running: Running = {
    url,
    sandbox,
    clock,
    client,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      sandbox.close();
      if (errors.length > 0) throw new Error(`sandbox reported unexpected errors: ${errors.map(String).join('; ')}`);
    },
  };
  return running;
}

/** One sandbox for a test file, stopped after it. */
export async function useSandbox(options?: Parameters<typeof startSandbox>[0]): Promise<Running> {
  const running = await startSandbox(options);
  afterAll(() => running.stop());
  return running;
}

/** A tab signed in as the catalogue's user for `scenario`. */
export async function signIn(running: Running, scenario: UserScenario): Promise<Client> {
  const tab = running.client();
  expect((await tab.login(testUser(scenario))).status).toBe(200);
  return tab;
}

import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_STATUS, paths } from '../../../src/api/paths.ts';
import { normaliseErrors, pageData } from '../../../src/api/schemas/index.ts';
import { FAULTS, testUser } from '../../../scripts/sandbox/catalogue.ts';
import { CHALLENGE_COOKIE } from '../../../scripts/sandbox/faults.ts';
import { useSandbox, type Answer } from './harness.ts';

const sandbox = await useSandbox();
const PAGE = '/auth/mycards';

// A fault is asked for by header or by query; both must behave the same (catalogue.ts FAULTS).
const ways = {
  header: (fault: string, path = PAGE, headers: Record<string, string> = {}) => sandbox.client().request(path, { headers: { 'X-Sandbox-Fault': fault, ...headers } }),
  query: (fault: string, path = PAGE, headers: Record<string, string> = {}) =>
    sandbox.client().request(`${path}${path.includes('?') ? '&' : '?'}sandboxFault=${encodeURIComponent(fault)}`, { headers }),
} as const;

const serverCode = (answer: Answer): string | undefined => normaliseErrors(answer.json).server?.code;

describe.each(Object.entries(ways))('sender-flows §8 fault switches by %s', (way, ask) => {
  it('covers every fault of the catalogue', () => {
    expect([...FAULTS].sort()).toEqual(['challenge', 'drop', 'error', 'forbidden', 'slow']);
  });

  it(`challenge: ${CHALLENGE_STATUS} until the challenge cookie is present`, async () => {
    const refused = await ask('challenge');
    expect(refused.status).toBe(CHALLENGE_STATUS);
    expect(serverCode(refused)).toBe('CHALLENGE_REQUIRED');
    const passed = await ask('challenge', '/', { Cookie: `${CHALLENGE_COOKIE}=1` });
    expect(passed.status).toBe(200);
    expect(pageData.parse(passed.json).auth.authUser).toBe(false);
    expect((await ask('challenge', '/', { Cookie: `${CHALLENGE_COOKIE}=0` })).status).toBe(CHALLENGE_STATUS);
  });

  it('challenge: the challenge page itself is never challenged', async () => {
    expect((await ask('challenge', paths.cloudChallenge)).status).not.toBe(CHALLENGE_STATUS);
  });

  it('challenge: a POST is refused before its body is read, so it can be replayed', async () => {
    const answer = await sandbox.client().request(`${paths.loginSecurityCheck}?sandboxFault=challenge`, { form: { phone: testUser('regular').phone, password: 'x' } });
    expect(answer.status).toBe(CHALLENGE_STATUS);
  });

  it('forbidden: 403 in shape 3, even for a public page', async () => {
    const answer = await ask('forbidden', '/');
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ errorCode: 'FORBIDDEN', errorMessage: expect.any(String) });
  });

  it('error: 500 in shape 3 (not reported as a sandbox bug)', async () => {
    const answer = await ask('error', '/');
    expect(answer.status).toBe(500);
    expect(serverCode(answer)).toBe('INTERNAL');
  });

  it('slow-{ms}: answers normally after at least that long', async () => {
    const started = performance.now();
    const answer = await ask('slow-50', '/');
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(45);
    expect(elapsed).toBeLessThan(2500);
  });

  it('slow: the default delay is longer than a client would wait here', async () => {
    const url = `${sandbox.url}/${way === 'query' ? '?sandboxFault=slow' : ''}`;
    const headers: Record<string, string> = way === 'header' ? { 'X-Sandbox-Fault': 'slow' } : {};
    await expect(fetch(url, { headers, signal: AbortSignal.timeout(150) })).rejects.toThrow();
  });

  it('drop: the connection closes without an answer', async () => {
    await expect(ask('drop', '/')).rejects.toThrow();
  });

  it('an unknown fault is refused with 400 shape 5', async () => {
    for (const fault of ['explode', 'slow-', 'slow-123456', 'slow-abc', 'x'.repeat(500)]) {
      const answer = await ask(fault, '/');
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ code: 'UNKNOWN_FAULT', body: expect.any(String) });
    }
  });

  it('fault names ignore case and surrounding spaces', async () => {
    expect((await ask(' Forbidden ', '/')).status).toBe(403);
  });
});

describe('sender-flows §8 fault switches: precedence', () => {
  it('the header wins over the query', async () => {
    const answer = await sandbox.client().request('/?sandboxFault=error', { headers: { 'X-Sandbox-Fault': 'forbidden' } });
    expect(answer.status).toBe(403);
  });

  it('a call without a fault is answered normally, and the sandbox still serves after a drop', async () => {
    await expect(ways.header('drop', '/')).rejects.toThrow();
    expect((await sandbox.client().page('/')).status).toBe(200);
  });
});

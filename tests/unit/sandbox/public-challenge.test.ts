import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_STATUS, paths } from '../../../src/api/paths.ts';
import { challengeAnswer, errorCodeBody, requestPage } from '../../../src/api/schemas/index.ts';
import { TEST_REQUEST_KEYS } from '../../../scripts/sandbox/catalogue.ts';
import { CHALLENGE_COOKIE } from '../../../scripts/sandbox/faults.ts';
import { CHALLENGE_FAILED, CHALLENGE_SOLVED } from '../../../scripts/sandbox/public/challenge.ts';
import { useSandbox, type Client } from './harness.ts';

const sandbox = await useSandbox();
const challenged = { headers: { 'X-Sandbox-Fault': 'challenge' } };

/**
 * Runs the challenge page's one script against a minimal DOM, its fetch going through the tab
 * (so cookies land in its jar), and presses the button with `value`. Returns what the page posted
 * to its parent window.
 */
async function pressOnChallengePage(tab: Client, value: 'solved' | 'failed'): Promise<Array<{ message: unknown; targetOrigin: string }>> {
  const page = await tab.request(paths.cloudChallenge, { headers: { Accept: 'text/html' } });
  const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(page.text)![1]!;
  const posted: Array<{ message: unknown; targetOrigin: string }> = [];
  let onSubmit: ((event: unknown) => Promise<void>) | undefined;
  const buttons = [{ disabled: false }, { disabled: false }];
  const form = { action: `${sandbox.url}${paths.cloudChallenge}`, addEventListener: (_: string, handler: typeof onSubmit) => (onSubmit = handler), querySelectorAll: () => buttons };
  const status = { textContent: '' };
  const parent = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  const context = {
    document: { getElementById: (id: string) => (id === 'challenge' ? form : status) },
    window: { parent, location: { origin: sandbox.url } },
    URLSearchParams,
    fetch: async (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
      const answer = await tab.request(new URL(url).pathname, { method: init.method, headers: init.headers, body: init.body });
      return { ok: answer.status >= 200 && answer.status < 300 };
    },
  };
  vm.runInNewContext(script, context);
  await onSubmit!({ preventDefault: () => undefined, submitter: { value } });
  expect(status.textContent).toBe(`${String(posted[0]?.message)}.`);
  return posted;
}

describe('sender-flows §4 §8 cloud challenge: 497, solve, replay', () => {
  it('answers 497 until the challenge is solved, then lets the replayed call through', async () => {
    const tab = sandbox.client();
    const call = paths.requestPage(TEST_REQUEST_KEYS.open);
    const blocked = await tab.request(call, challenged);
    expect(blocked.status).toBe(CHALLENGE_STATUS);
    expect(errorCodeBody.parse(blocked.json).code).toBe('CHALLENGE_REQUIRED');

    const posted = await pressOnChallengePage(tab, 'solved');
    expect(posted).toEqual([{ message: CHALLENGE_SOLVED, targetOrigin: sandbox.url }]);
    expect(tab.cookies.get(CHALLENGE_COOKIE)).toBe('1');

    const replay = await tab.request(call, challenged);
    expect(replay.status).toBe(200);
    expect(requestPage.parse(replay.json).status).toBe('success');
    // Another visitor still gets the challenge.
    expect((await sandbox.client().request(call, challenged)).status).toBe(CHALLENGE_STATUS);
  });

  it('posts "Challenge failed" to the parent on fail, and the call stays challenged', async () => {
    const tab = sandbox.client();
    const posted = await pressOnChallengePage(tab, 'failed');
    expect(posted).toEqual([{ message: CHALLENGE_FAILED, targetOrigin: sandbox.url }]);
    expect(tab.cookies.has(CHALLENGE_COOKIE)).toBe(false);
    expect((await tab.request(paths.helpSearch + '?query=fee', challenged)).status).toBe(CHALLENGE_STATUS);
  });

  it('a POST call is challenged the same way', async () => {
    const tab = sandbox.client();
    const vote = { json: { articleId: 44064092370, userEmail: 'a@example.com', locale: 'en-us', isUpVote: true }, headers: challenged.headers };
    expect((await tab.request(paths.helpVote, vote)).status).toBe(CHALLENGE_STATUS);
    await tab.request(paths.cloudChallenge, { form: { result: 'solved' } });
    expect((await tab.request(paths.helpVote, vote)).status).toBe(200);
  });

  it('sets the pass cookie HttpOnly, SameSite=Lax, and Secure over https', async () => {
    const plain = await sandbox.client().request(paths.cloudChallenge, { form: { result: 'solved' } });
    expect(challengeAnswer.parse(plain.json).result).toBe('solved');
    const set = plain.headers.getSetCookie()[0]!;
    expect(set).toMatch(new RegExp(`^${CHALLENGE_COOKIE}=1;`));
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(set).not.toContain('Secure');
    const https = await sandbox.client().request(paths.cloudChallenge, { form: { result: 'solved' }, headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers.getSetCookie()[0]).toContain('Secure');
  });

  it('serves an accessible page with its own nonce CSP and no external resource', async () => {
    const page = await sandbox.client().request(paths.cloudChallenge, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy')!;
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.text.match(/<script/g)).toHaveLength(1);
    expect(page.text).toContain(`<script nonce="${nonce}">`);
    expect(page.text).toMatch(/<html lang="en">/);
    expect(page.text).toMatch(/<title>[^<]+<\/title>/);
    expect(page.text).toMatch(/<button[^>]*value="solved"[^>]*>Solve the challenge<\/button>/);
    expect(page.text).toMatch(/<button[^>]*value="failed"[^>]*>Fail the challenge<\/button>/);
    expect(page.text).toContain('role="status"');
    expect(page.text).not.toMatch(/(src|href)=["']?(https?:)?\/\//);
  });

  it('refuses any other result or field with shape 5', async () => {
    const tab = sandbox.client();
    for (const form of [{ result: 'maybe' }, { result: 'solved', extra: '1' }, {}]) {
      const answer = await tab.request(paths.cloudChallenge, { form });
      expect(answer.status).toBe(400);
      errorCodeBody.parse(answer.json);
    }
    expect(tab.cookies.has(CHALLENGE_COOKIE)).toBe(false);
  });
});

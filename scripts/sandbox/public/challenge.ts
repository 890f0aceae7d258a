// The cloud challenge (sender-flows §4 Cloud-challenge modal, §7, §8 HTTP 497). With the
// `challenge` fault every call gets 497 until CHALLENGE_COOKIE exists; this page, loaded in the
// modal's frame, lets a tester solve or fail the challenge and tells the parent window.
import type { Context } from '../context.ts';
import { CHALLENGE_COOKIE } from '../faults.ts';
import { BadRequest, cookie, readForm, sendJson } from '../http.ts';
import { paths } from '../../../src/api/paths.ts';
import { sendHtml } from './html.ts';

/** How long a solved challenge lets calls through. */
const CHALLENGE_PASS_SECONDS = 30 * 60;

/** The messages the parent window listens for (sender-flows §4). */
export const CHALLENGE_SOLVED = 'Challenge solved';
export const CHALLENGE_FAILED = 'Challenge failed';

// The page's one script: posts the choice, then tells the parent (only a same-origin parent can
// read it: targetOrigin is the page's own origin).
const SCRIPT = `
const form = document.getElementById('challenge');
const status = document.getElementById('status');
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const result = event.submitter && event.submitter.value === 'solved' ? 'solved' : 'failed';
  const buttons = form.querySelectorAll('button');
  buttons.forEach((b) => { b.disabled = true; });
  let solved = false;
  try {
    const answer = await fetch(form.action, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ result }).toString(),
    });
    solved = answer.ok && result === 'solved';
  } catch (error) {
    solved = false;
  }
  const message = solved ? ${JSON.stringify(CHALLENGE_SOLVED)} : ${JSON.stringify(CHALLENGE_FAILED)};
  status.textContent = message + '.';
  buttons.forEach((b) => { b.disabled = false; });
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
});
`;

export function challengePage(ctx: Context): void {
  sendHtml(ctx.res, 200, {
    title: 'Security check',
    frameable: true,
    main: `<h1 id="title">Security check</h1>
<p id="explain">This sandbox page stands in for the cloud protection challenge. Choose how the check ends; the page you came from then repeats its request or shows an error.</p>
<form id="challenge" method="post" action="${paths.cloudChallenge}" aria-labelledby="title" aria-describedby="explain">
<div class="actions">
<button type="submit" class="primary" name="result" value="solved">Solve the challenge</button>
<button type="submit" class="secondary" name="result" value="failed">Fail the challenge</button>
</div>
</form>
<p id="status" role="status" aria-live="polite"></p>`,
    script: SCRIPT,
  });
}

/** POST result=solved sets the pass cookie; result=failed clears it (so a tester can start over). */
export async function challengeAnswer(ctx: Context): Promise<void> {
  const { result } = await readForm(ctx.req, ['result']);
  if (result !== 'solved' && result !== 'failed') {
    throw new BadRequest(400, { code: 'INVALID_RESULT', body: 'Send result=solved or result=failed.' });
  }
  const passCookie =
    result === 'solved'
      ? cookie(CHALLENGE_COOKIE, '1', { httpOnly: true, secure: ctx.secure, maxAgeSeconds: CHALLENGE_PASS_SECONDS })
      : cookie(CHALLENGE_COOKIE, '', { httpOnly: true, secure: ctx.secure, maxAgeSeconds: 0 });
  sendJson(ctx.res, 200, { result }, { 'Set-Cookie': passCookie });
}

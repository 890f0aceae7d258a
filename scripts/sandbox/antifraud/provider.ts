// A stand-in for the external verification provider (sender-flows §4 Intro: "the browser goes to
// that URL"): a same-origin page where a tester passes or fails the check, then returns to the
// identity-check link. Passing puts the check in review; failing counts a failed attempt.
import type { Context } from '../context.ts';
import { readForm } from '../http.ts';
import { escapeHtml, sendHtml } from '../public/html.ts';
import { assertOpen, checkError, flagsOf, loadCheck, providerUrl, usesProvider, type CheckRow } from './checks.ts';

function providerCheck(ctx: Context): CheckRow {
  const row = loadCheck(ctx, ctx.params['uuid']);
  if (!usesProvider(row)) throw checkError(404, 'PROVIDER_NOT_USED', 'This identity check does not use the external provider.');
  assertOpen(flagsOf(row, 'document'), ctx.t);
  return row;
}

export function providerPage(ctx: Context): void {
  const row = providerCheck(ctx);
  const action = escapeHtml(providerUrl(row.uuid));
  sendHtml(ctx.res, 200, {
    title: 'Identity provider (sandbox)',
    frameable: false,
    main: `<h1 id="title">Identity provider (sandbox)</h1>
<p>This page stands in for the external identity verification provider. Choose how the check ends; you then go back to the identity check.</p>
<form method="post" action="${action}" aria-labelledby="title">
<div class="actions">
<button type="submit" class="primary" name="result" value="passed">Pass the check</button>
<button type="submit" class="secondary" name="result" value="failed">Fail the check</button>
</div>
</form>`,
  });
}

export async function providerResult(ctx: Context): Promise<void> {
  const row = providerCheck(ctx);
  const { result } = await readForm(ctx.req, ['result']);
  if (result === 'passed') ctx.db.prepare('UPDATE identity_checks SET uploaded_at = ? WHERE uuid = ?').run(ctx.now(), row.uuid);
  else if (result === 'failed') ctx.db.prepare('UPDATE identity_checks SET attempts = attempts + 1 WHERE uuid = ?').run(row.uuid);
  else throw checkError(400, 'INVALID_RESULT', 'Send result=passed or result=failed.');
  ctx.res.writeHead(303, { Location: `/web/af/${row.uuid}`, 'Cache-Control': 'no-store' });
  ctx.res.end();
}

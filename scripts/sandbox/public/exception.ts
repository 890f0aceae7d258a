// Error reports of interface crashes (sender-flows §2 generic error screen, §7 POST /exception):
// fields message (the page address) and exception (the error text). Answer 204, no body.
import type { Context } from '../context.ts';
import { BadRequest, readForm } from '../http.ts';

/** A report is small: the page address and a stack trace. */
export const MAX_REPORT_BYTES = 16 * 1024;
const MAX_USER_AGENT = 512;

const tooLarge = (): BadRequest => new BadRequest(413, { code: 'REPORT_TOO_LARGE', body: `An error report holds at most ${MAX_REPORT_BYTES} bytes.` });

export async function reportException(ctx: Context): Promise<void> {
  if (Number(ctx.req.headers['content-length'] ?? 0) > MAX_REPORT_BYTES) throw tooLarge();
  const body = await readForm(ctx.req, ['message', 'exception']);
  const page = (body['message'] ?? '').trim();
  const exception = (body['exception'] ?? '').trim();
  // A chunked body has no length header: the decoded fields are measured too.
  if (Buffer.byteLength(page) + Buffer.byteLength(exception) > MAX_REPORT_BYTES) throw tooLarge();
  if (exception === '') throw new BadRequest(400, { code: 'EXCEPTION_REQUIRED', body: 'Send the error text in the field "exception".' });
  if (!/^(\/|https?:\/\/)\S*$/.test(page)) {
    throw new BadRequest(400, { code: 'INVALID_PAGE_ADDRESS', body: 'Send the page address (a path or an http(s) URL) in the field "message".' });
  }
  const userAgent = (ctx.req.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT);
  ctx.db.prepare('INSERT INTO exceptions (page, exception, user_agent, created_at) VALUES (?, ?, ?, ?)').run(page, exception, userAgent, ctx.now());
  ctx.res.writeHead(204, { 'Cache-Control': 'no-store' });
  ctx.res.end();
}

// The support desk's Create Request call (Zendesk Requests API), for the help centre's new-request
// form: POST /api/v2/requests.json `{request: {requester: {name, email}, subject, comment: {body},
// custom_fields?}}`. Anonymous requests are allowed, as on a desk that lets anyone submit tickets.
// Answers as the desk does: 201 with the request (status "new") and its Location, 422 RecordInvalid
// with details per attribute, 400 for a body that is no request at all. Errors never use the
// sandbox's own shapes here, so the form reads exactly what the real desk would send.
import type { Context } from '../context.ts';
import { BadRequest, readBody, sendJson } from '../http.ts';
import { transaction } from '../db.ts';
import { supportRequestBody, supportRequestCreated } from '../../../src/api/schemas/support-request.ts';
import { recordInvalid } from '../../../src/domain/support-request.ts';

/** The first request number the sandbox gives (a desk's numbers are well past 1). */
export const FIRST_REQUEST_ID = 10001;

const badRequest = (description: string) => new BadRequest(400, { error: 'BadRequest', description });

async function readRequest(ctx: Context): Promise<unknown> {
  const type = (ctx.req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw badRequest('Send the request as application/json.');
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await readBody(ctx.req)));
  } catch (error) {
    if (error instanceof BadRequest) throw error;
    throw badRequest('The body is not valid JSON.');
  }
  const request = (body as { request?: unknown } | null)?.request;
  if (typeof request !== 'object' || request === null || Array.isArray(request)) throw badRequest('Send {"request": {"requester": …, "subject": …, "comment": {"body": …}}}.');
  return body;
}

export async function createSupportRequest(ctx: Context): Promise<void> {
  const parsed = supportRequestBody.safeParse(await readRequest(ctx));
  if (!parsed.success) {
    sendJson(ctx.res, 422, recordInvalid(parsed.error.issues));
    return;
  }
  const { requester, subject, comment, custom_fields = [] } = parsed.data.request;
  const now = ctx.now();
  const saved = transaction(ctx.db, () => {
    ctx.db.prepare('INSERT INTO desk_requesters (email, name) VALUES (?, ?) ON CONFLICT (email) DO UPDATE SET name = excluded.name').run(requester.email.toLowerCase(), requester.name);
    const { id: requesterId } = ctx.db.prepare('SELECT id FROM desk_requesters WHERE email = ?').get(requester.email.toLowerCase()) as { id: number };
    const { id } = ctx.db.prepare('SELECT COALESCE(MAX(id) + 1, ?) AS id FROM desk_requests').get(FIRST_REQUEST_ID) as { id: number };
    ctx.db
      .prepare('INSERT INTO desk_requests (id, requester_id, subject, description, custom_fields, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(id, requesterId, subject, comment.body, JSON.stringify(custom_fields), 'new', now);
    return { id, requesterId };
  });
  const stamp = new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const url = `/api/v2/requests/${saved.id}.json`;
  const request = {
    url, id: saved.id, status: 'new', priority: null, type: null, subject, description: comment.body,
    requester_id: saved.requesterId, organization_id: null, assignee_id: null, group_id: null,
    collaborator_ids: [], email_cc_ids: [], custom_fields, is_public: true, can_be_solved_by_me: false,
    solved: false, via: { channel: 'api', source: { from: {}, to: {}, rel: null } }, created_at: stamp, updated_at: stamp,
  };
  // The answer must read as the site reads it; the whole request goes, as the desk sends it.
  supportRequestCreated.parse({ request });
  sendJson(ctx.res, 201, { request }, { Location: url });
}

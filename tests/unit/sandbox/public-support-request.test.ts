import { describe, expect, it } from 'vitest';
import { deskErrorAnswer, supportRequestCreated } from '../../../src/api/schemas/support-request.ts';
import { readSupportAnswer, SUPPORT_REQUESTS_PATH } from '../../../src/domain/support-request.ts';
import { FIRST_REQUEST_ID } from '../../../scripts/sandbox/public/support-requests.ts';
import { useSandbox } from './harness.ts';

const sandbox = await useSandbox();
const db = sandbox.sandbox.db;
const post = (json: unknown, headers: Record<string, string> = {}) => sandbox.client().request(SUPPORT_REQUESTS_PATH, { json, headers });
const valid = { request: { requester: { name: ' Ana Souza ', email: 'Ana@Example.com' }, subject: ' My transfer ', comment: { body: 'It has not arrived.' } } };

describe('public-site §2 support desk: create request (Zendesk Requests API)', () => {
  it('answers 201 with the request, status "new", and its Location; stores it with its requester', async () => {
    const answer = await post(valid);
    expect(answer.status).toBe(201);
    const { request } = supportRequestCreated.parse(answer.json);
    expect(request).toMatchObject({ id: FIRST_REQUEST_ID, status: 'new', subject: 'My transfer', description: 'It has not arrived.', created_at: '2026-11-21T12:00:00Z' });
    expect(answer.json.request).toMatchObject({ via: { channel: 'api' }, is_public: true, custom_fields: [] });
    expect(answer.headers.get('location')).toBe(`/api/v2/requests/${FIRST_REQUEST_ID}.json`);
    expect(readSupportAnswer(answer.status, answer.json)).toEqual({ kind: 'created', id: FIRST_REQUEST_ID });
    const row = db.prepare('SELECT r.subject, r.description, r.status, q.email, q.name FROM desk_requests r JOIN desk_requesters q ON q.id = r.requester_id WHERE r.id = ?').get(FIRST_REQUEST_ID);
    expect(row).toEqual({ subject: 'My transfer', description: 'It has not arrived.', status: 'new', email: 'ana@example.com', name: 'Ana Souza' });
  });

  it('numbers requests in turn and keeps one requester per email; custom fields are kept', async () => {
    const second = await post({ request: { ...valid.request, custom_fields: [{ id: 360001, value: 'de-de' }] } });
    expect(second.status).toBe(201);
    expect(second.json.request).toMatchObject({ id: FIRST_REQUEST_ID + 1, custom_fields: [{ id: 360001, value: 'de-de' }] });
    const first = db.prepare('SELECT requester_id FROM desk_requests WHERE id = ?').get(FIRST_REQUEST_ID) as { requester_id: number };
    expect(second.json.request.requester_id).toBe(first.requester_id);
  });

  it('answers 422 RecordInvalid naming each field, and stores nothing', async () => {
    const before = db.prepare('SELECT count(*) AS n FROM desk_requests').get();
    const answer = await post({ request: { requester: { name: '', email: 'ana@' }, subject: 'x'.repeat(151), comment: { body: '  ' } } });
    expect(answer.status).toBe(422);
    const body = deskErrorAnswer.parse(answer.json);
    expect(body.error).toBe('RecordInvalid');
    expect(Object.keys(body.details ?? {}).sort()).toEqual(['description', 'requester', 'subject']);
    expect(readSupportAnswer(answer.status, answer.json)).toEqual({ kind: 'invalid', errors: { name: 'required', email: 'invalid', subject: 'too_long', description: 'required' } });
    const missing = await post({ request: { subject: 'Hello' } });
    expect(missing.status).toBe(422);
    expect(readSupportAnswer(missing.status, missing.json)).toMatchObject({ kind: 'invalid', errors: { name: 'required', email: 'required', description: 'required' } });
    expect(db.prepare('SELECT count(*) AS n FROM desk_requests').get()).toEqual(before);
  });

  it.each<[string, { body?: string; json?: unknown; headers?: Record<string, string> }]>([
    ['not JSON', { body: 'request=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }],
    ['broken JSON', { body: '{"request":', headers: { 'Content-Type': 'application/json' } }],
    ['no request object', { json: { ticket: {} } }],
    ['a request that is a list', { json: { request: [] } }],
    ['null', { json: null }],
  ])("answers 400 in the desk's shape for %s", async (_case, options) => {
    const answer = await sandbox.client().request(SUPPORT_REQUESTS_PATH, { method: 'POST', ...options });
    expect(answer.status).toBe(400);
    expect(deskErrorAnswer.parse(answer.json)).toMatchObject({ error: 'BadRequest' });
  });

  it('refuses a post from another site, and GET', async () => {
    expect((await post(valid, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await sandbox.client().request(SUPPORT_REQUESTS_PATH)).status).toBe(405);
  });
});

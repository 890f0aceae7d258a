// Sessions: a random token in an HttpOnly cookie, only its hash stored; 30 minutes idle,
// 12 hours at most. A readable `authUser=1` hint lets static pages switch the header (public-site
// §6) without exposing the session.
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Db } from './db.ts';
import { cookie, parseCookies } from './http.ts';
import type { UserScenario } from './catalogue.ts';

const SESSION_COOKIE = 'SESSION';
const SIGNED_IN_HINT_COOKIE = 'authUser';
const IDLE_MS = 30 * 60 * 1000;
const MAX_AGE_MS = 12 * 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  phone: string;
  name: string;
  surname: string;
  email: string;
  countryId: number;
  scenario: UserScenario;
  amlLevel: number;
  emailConfirmed: boolean;
  inviteCode: string;
  createdAt: number;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

interface UserRow {
  id: number;
  phone: string;
  name: string;
  surname: string;
  email: string;
  country_id: number;
  scenario: string;
  aml_level: number;
  email_confirmed: number;
  invite_code: string;
  created_at: number;
}

function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    surname: row.surname,
    email: row.email,
    countryId: row.country_id,
    scenario: row.scenario as UserScenario,
    amlLevel: row.aml_level,
    emailConfirmed: row.email_confirmed === 1,
    inviteCode: row.invite_code,
    createdAt: row.created_at,
  };
}

export function userById(db: Db, id: number): SessionUser | null {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return row ? toSessionUser(row) : null;
}

export function userByPhone(db: Db, phone: string): (SessionUser & { passwordHash: string }) | null {
  const row = db.prepare('SELECT * FROM users WHERE phone = ?').get(phone) as (UserRow & { password_hash: string }) | undefined;
  return row ? { ...toSessionUser(row), passwordHash: row.password_hash } : null;
}

/** The signed-in user of this request, sliding the idle expiry; null when none or expired. */
export function readSession(db: Db, req: IncomingMessage, now: number): SessionUser | null {
  const token = parseCookies(req)[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const hash = hashToken(token);
  const row = db.prepare('SELECT user_id, created_at, expires_at FROM sessions WHERE token_hash = ?').get(hash) as { user_id: number; created_at: number; expires_at: number } | undefined;
  if (!row) return null;
  if (row.expires_at <= now || row.created_at + MAX_AGE_MS <= now) {
    db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hash);
    return null;
  }
  db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(Math.min(now + IDLE_MS, row.created_at + MAX_AGE_MS), hash);
  return userById(db, row.user_id);
}

/** Starts a session; returns the Set-Cookie values. */
export function startSession(db: Db, userId: number, now: number, secure: boolean): string[] {
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(hashToken(token), userId, now, now + IDLE_MS);
  return [cookie(SESSION_COOKIE, token, { httpOnly: true, secure, maxAgeSeconds: MAX_AGE_MS / 1000 }), cookie(SIGNED_IN_HINT_COOKIE, '1', { secure, maxAgeSeconds: MAX_AGE_MS / 1000 })];
}

/** Ends the request's session; returns the Set-Cookie values that clear both cookies. */
export function endSession(db: Db, req: IncomingMessage, secure: boolean): string[] {
  const token = parseCookies(req)[SESSION_COOKIE];
  if (token) db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
  return [cookie(SESSION_COOKIE, '', { httpOnly: true, secure, maxAgeSeconds: 0 }), cookie(SIGNED_IN_HINT_COOKIE, '', { secure, maxAgeSeconds: 0 })];
}

// scrypt, N=2^14: about 50 ms a hash here, enough for a sandbox and never plain text.
export function hashPassword(password: string, salt = randomBytes(16)): string {
  const hash = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, { N: 16384, r: 8, p: 1 });
  return timingSafeEqual(actual, expected);
}

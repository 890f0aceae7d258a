// The sandbox's database: node:sqlite in a file under data/ (git ignores it), created and seeded
// on first open; later opens keep everything. SQL only with bound parameters.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export type Db = DatabaseSync;

/** Each entry moves the schema one version up (PRAGMA user_version). */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    phone TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    name TEXT NOT NULL,
    surname TEXT NOT NULL,
    email TEXT NOT NULL,
    country_id INTEGER NOT NULL,
    scenario TEXT NOT NULL DEFAULT 'regular',
    aml_level INTEGER NOT NULL DEFAULT 0,
    email_confirmed INTEGER NOT NULL DEFAULT 0,
    marketing_emails INTEGER NOT NULL DEFAULT 1,
    invite_code TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE login_failures (phone TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX login_failures_phone ON login_failures(phone, at);
  CREATE TABLE cards (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    alias TEXT NOT NULL,
    payment_system TEXT NOT NULL,
    pan_last4 TEXT NOT NULL,
    expiry TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    deleted_at INTEGER
  );
  CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    from_country INTEGER NOT NULL,
    to_country INTEGER NOT NULL,
    from_currency INTEGER NOT NULL,
    to_currency INTEGER NOT NULL,
    amount_from TEXT NOT NULL,
    amount_to TEXT NOT NULL,
    fee TEXT NOT NULL,
    rate TEXT NOT NULL,
    delivery_method TEXT NOT NULL,
    recipient_type TEXT NOT NULL,
    to_name TEXT NOT NULL,
    to_account TEXT NOT NULL DEFAULT '',
    outcome TEXT NOT NULL,
    card_id INTEGER,
    status_override INTEGER,
    created_at INTEGER NOT NULL,
    paid_at INTEGER,
    sms_phone TEXT,
    sms_text TEXT
  );
  CREATE INDEX payments_user ON payments(user_id, created_at);
  CREATE TABLE bills (
    id INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    request_key TEXT UNIQUE,
    from_country INTEGER NOT NULL,
    to_country INTEGER NOT NULL,
    currency INTEGER NOT NULL,
    amount TEXT NOT NULL,
    phone TEXT NOT NULL,
    comment TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT 'success',
    new_bill INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX bills_user ON bills(user_id, created_at);
  CREATE TABLE messages (
    id INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    value TEXT NOT NULL,
    expires INTEGER,
    error_code TEXT,
    payment_id INTEGER,
    status INTEGER,
    closable INTEGER NOT NULL DEFAULT 1,
    closed_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE invites_sent (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    phone TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, phone)
  );
  CREATE TABLE invites_accepted (
    id INTEGER PRIMARY KEY,
    invite_code TEXT NOT NULL,
    phone TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (invite_code, phone)
  );
  CREATE TABLE identity_checks (
    uuid TEXT PRIMARY KEY,
    scenario TEXT NOT NULL,
    email TEXT,
    document_type TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    uploaded_at INTEGER,
    motion_uploaded_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE votes (
    article_id INTEGER NOT NULL,
    voter TEXT NOT NULL,
    value INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (article_id, voter)
  );
  CREATE TABLE exceptions (
    id INTEGER PRIMARY KEY,
    page TEXT NOT NULL,
    exception TEXT NOT NULL,
    user_agent TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
  );
  CREATE TABLE business_requests (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    company TEXT NOT NULL,
    message TEXT NOT NULL,
    kind TEXT NOT NULL,
    lang TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE email_codes (
    code TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    used_at INTEGER
  );
  `,
  // 2: the document-check access token issued to a recipient's identity check.
  `
  CREATE TABLE identity_check_documents (
    uuid TEXT PRIMARY KEY REFERENCES identity_checks(uuid) ON DELETE CASCADE,
    document_type TEXT NOT NULL,
    token TEXT NOT NULL,
    issued_at INTEGER NOT NULL
  );
  `,
  // 3: the support desk's requests (the help centre's new-request form) and their requesters.
  `
  CREATE TABLE desk_requesters (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL
  );
  CREATE TABLE desk_requests (
    id INTEGER PRIMARY KEY,
    requester_id INTEGER NOT NULL REFERENCES desk_requesters(id),
    subject TEXT NOT NULL,
    description TEXT NOT NULL,
    custom_fields TEXT NOT NULL DEFAULT '[]',
    status TEXT NOT NULL DEFAULT 'new',
    created_at INTEGER NOT NULL
  );
  `,
];

function migrate(db: Db): void {
  const current = Number((db.prepare('PRAGMA user_version').get() as { user_version: number | bigint }).user_version);
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.exec('BEGIN');
    try {
      db.exec(MIGRATIONS[version]!);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

/** Opens (creating when missing) the database at `path`, or in memory for ':memory:'. */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 2000;');
  migrate(db);
  return db;
}

/** Runs `work` in a transaction. */
export function transaction<T>(db: Db, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

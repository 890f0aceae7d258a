// First-start data: the catalogue's senders with cards, a history long enough to page, bills,
// messages, identity checks, email codes and payment requests. Runs once, on an empty database.
import { decimal, toFixed } from '../../src/domain/decimal.ts';
import { quote } from '../../src/domain/fee.ts';
import { TEST_EMAIL_CODES, TEST_IDENTITY_CHECKS, TEST_PASSWORD, TEST_REQUEST_KEYS, TEST_USERS } from './catalogue.ts';
import { transaction, type Db } from './db.ts';
import { textValue } from './page-data.ts';
import { insertPayment } from './payments.ts';
import type { Reference } from './reference.ts';
import { hashPassword } from './session.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Seeded history: 24 payments, about one every 12 days, so it spans 10 months and 3 pages. */
const HISTORY_SIZE = 24;
const RECIPIENTS = ['Maria Santos', 'Ravi Kumar', 'Chinedu Okafor', 'Nguyen Van An', 'Lucia Hernandez', 'Ana Popescu'];
const PAIRS = ['gb-ph', 'gb-in', 'gb-ng', 'gb-vn', 'gb-mx', 'gb-ro'];

export function seedIfEmpty(db: Db, ref: Reference, now: number): void {
  const { n } = db.prepare('SELECT count(*) AS n FROM users').get() as { n: number };
  if (n > 0) return;
  const passwordHash = hashPassword(TEST_PASSWORD);
  transaction(db, () => {
    const insertUser = db.prepare(
      `INSERT INTO users (phone, password_hash, name, surname, email, country_id, scenario, aml_level, email_confirmed, invite_code, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [index, user] of TEST_USERS.entries()) {
      const created = user.seeded ? now - 400 * DAY : now;
      const id = Number(
        insertUser.run(user.phone, passwordHash, user.name, user.surname, user.email, user.countryId, user.scenario, user.amlLevel, user.seeded ? 1 : 0, `INV${1000 + index}`, created).lastInsertRowid,
      );
      if (!user.seeded) continue;
      seedCards(db, id, now);
      seedHistory(db, ref, id, user.countryId, now);
      seedBills(db, id, now);
      db.prepare('INSERT INTO messages (user_id, type, value, expires, created_at) VALUES (?, ?, ?, ?, ?)').run(id, 'INFO', textValue('notice.fasterPhilippines'), now + 30 * DAY, now);
    }
    const regular = 1;
    db.prepare('INSERT INTO email_codes (code, user_id, kind) VALUES (?, ?, ?)').run(TEST_EMAIL_CODES.confirm, regular, 'confirm');
    db.prepare('INSERT INTO email_codes (code, user_id, kind, used_at) VALUES (?, ?, ?, ?)').run(TEST_EMAIL_CODES.confirmUsed, regular, 'confirm', now - DAY);
    db.prepare('INSERT INTO email_codes (code, user_id, kind) VALUES (?, ?, ?)').run(TEST_EMAIL_CODES.unsubscribe, regular, 'unsubscribe');
    for (const [scenario, uuid] of Object.entries(TEST_IDENTITY_CHECKS)) {
      db.prepare('INSERT INTO identity_checks (uuid, scenario, attempts, created_at) VALUES (?, ?, ?, ?)').run(uuid, scenario, scenario === 'tooManyAttempts' ? 3 : 0, now);
    }
    seedRequests(db, now);
  });
}

function seedCards(db: Db, userId: number, now: number): void {
  const insert = db.prepare('INSERT INTO cards (user_id, alias, payment_system, pan_last4, expiry, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  insert.run(userId, 'Everyday Visa', 'VISA', '4242', '09/29', now - 300 * DAY);
  insert.run(userId, 'Travel card', 'MASTERCARD', '4444', '03/25', now - 200 * DAY);
}

function seedHistory(db: Db, ref: Reference, userId: number, fromCountryId: number, now: number): void {
  const from = ref.countryById.get(fromCountryId)!.code.toLowerCase();
  for (let i = 0; i < HISTORY_SIZE; i++) {
    const pair = `${from}-${PAIRS[i % PAIRS.length]!.split('-')[1]}`;
    const corridor = ref.corridorsByPair.get(pair)?.[0];
    if (!corridor) continue;
    const amount = decimal(50 + ((i * 37) % 400));
    const figures = quote({ amount, side: 'from', tariffs: corridor.tariffs, convertRate: decimal(corridor.convertRate) })!;
    const created = now - (i + 1) * 12 * DAY;
    insertPayment(db, {
      user_id: userId,
      from_country: fromCountryId,
      to_country: ref.countryByCode.get(corridor.to.toLowerCase())!.id,
      from_currency: corridor.fromCurrency,
      to_currency: corridor.toCurrency,
      amount_from: toFixed(figures.fromAmount, 2),
      amount_to: toFixed(figures.toAmount, 2),
      fee: toFixed(figures.fee, 2),
      rate: corridor.convertRate,
      delivery_method: corridor.deliveryMethods[0]!,
      recipient_type: i % 5 === 0 ? 'self' : 'other',
      to_name: RECIPIENTS[i % RECIPIENTS.length]!,
      to_account: '',
      outcome: i === 3 ? 'failure' : 'success',
      card_id: null,
      created_at: created,
      paid_at: created,
    });
  }
}

function seedBills(db: Db, userId: number, now: number): void {
  const insert = db.prepare('INSERT INTO bills (user_id, from_country, to_country, currency, amount, phone, comment, new_bill, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (let i = 0; i < 6; i++) insert.run(userId, 608, 826, 826, `${40 + i * 15}.00`, '639171234567', 'Rent share', i < 2 ? 1 : 0, now - (i * 20 + 3) * DAY);
}

function seedRequests(db: Db, now: number): void {
  const insert = db.prepare(
    'INSERT INTO bills (user_id, request_key, from_country, to_country, currency, amount, phone, comment, status, new_bill, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)',
  );
  insert.run(1, TEST_REQUEST_KEYS.open, 608, 826, 826, '120.00', '639171234567', 'Tuition for March', 'success', now - DAY);
  insert.run(1, TEST_REQUEST_KEYS.paid, 608, 826, 826, '75.50', '639171234567', 'Birthday gift', 'paid', now - 10 * DAY);
  insert.run(1, TEST_REQUEST_KEYS.expired, 608, 826, 826, '300.00', '639171234567', 'Car repair', 'expired', now - 90 * DAY);
  insert.run(1, TEST_REQUEST_KEYS.notRegistered, 484, 840, 840, '200.00', '525512345678', 'Family support', 'success', now - 2 * DAY);
  insert.run(1, TEST_REQUEST_KEYS.libre, 484, 840, 840, '45.00', '525512345678', 'Groceries', 'success', now - DAY);
  insert.run(1, TEST_REQUEST_KEYS.libreMulti, 484, 840, 840, '60.00', '525512345678', 'Phone bill', 'success', now - DAY);
}

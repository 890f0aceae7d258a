import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { brandOf, groupCardNumber, maxDigits } from '../../../src/domain/card-brand.ts';
import { cvvLength, cvvProblem } from '../../../src/domain/card-checks.ts';
import { maskAccount, paymentTotal, recipientAccount, transferTimeline } from '../../../src/domain/pay-review.ts';

describe('sender-flows §3 Card: the brand from the number as typed', () => {
  it.each([
    ['', null],
    ['4', 'visa'],
    ['4242 4242 4242 4242', 'visa'],
    ['5', null],
    ['51', 'mastercard'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2', null],
    ['22', null],
    ['2221', 'mastercard'],
    ['2720 99', 'mastercard'],
    ['27', null],
    ['2720', 'mastercard'],
    ['2200', 'mir'],
    ['2204 1234', 'mir'],
    ['2205', null],
    ['3', null],
    ['34', 'amex'],
    ['3782 822463 10005', 'amex'],
    ['35', null],
    ['62', 'unionpay'],
    ['6212 3456', 'unionpay'],
    ['50', 'maestro'],
    ['5018', 'maestro'],
    ['6304', 'maestro'],
    ['6759', 'maestro'],
    ['58', 'maestro'],
    ['6011 1111 1111 1117', null],
    ['1234', null],
    ['abc', null],
  ] as const)('%j is %s', (typed, brand) => expect(brandOf(typed)).toBe(brand));

  it('one rule for the mark and the security code: 4 digits for American Express only', () => {
    expect(cvvLength(brandOf('3782'))).toBe(4);
    expect(cvvLength(brandOf('5555'))).toBe(3);
    expect(cvvLength(null)).toBe(3);
    expect(cvvProblem('1234', '3400 000000 00009')).toBeNull();
    expect(cvvProblem('123', '2200 0000 0000 0004')).toBeNull();
  });

  it('a brand once known stays as more digits come (prefix closed)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,19}$/), fc.stringMatching(/^\d{0,6}$/), (head, more) => {
        const brand = brandOf(head);
        if (brand !== null) expect(brandOf(head + more)).toBe(brand);
      }),
    );
  });
});

describe('sender-flows §3 Card: the number grouped as it is typed', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['3782 8224 6310 0059 99', '3782 822463 10005'],
    ['37828', '3782 8'],
    ['4242-4242x4242 4242', '4242 4242 4242 4242'],
    ['1234567890123456789012', '1234 5678 9012 3456 789'],
  ])('%j → %j', (typed, shown) => expect(groupCardNumber(typed)).toBe(shown));

  it("keeps every digit up to the brand's length, in order, and grouping twice changes nothing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const shown = groupCardNumber(typed);
        const digits = typed.replace(/\D/g, '');
        expect(shown.replace(/ /g, '')).toBe(digits.slice(0, maxDigits(brandOf(digits))));
        expect(groupCardNumber(shown)).toBe(shown);
        expect(shown).toMatch(/^(\d+( \d+)*)?$/);
      }),
    );
  });
});

describe('sender-flows §2 /auth/pay: the total charged', () => {
  it.each([
    ['100.00', '2.99', 'GBP', '102.99'],
    ['120.75', '0', 'EUR', '120.75'],
    ['400 000.00', '12.5', 'GBP', '400012.50'],
    ['0.10', '0.20', 'USD', '0.30'],
    ['5000', '150', 'JPY', '5150'],
    ['abc', '1.00', 'GBP', null],
    ['1.00', '', 'GBP', null],
  ] as const)('%s + %s %s = %s', (amount, fee, currency, total) => expect(paymentTotal(amount, fee, currency)).toBe(total));

  it('is exact in cents for any amount and fee (no binary floating point)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), fc.bigInt({ min: 0n, max: 10n ** 6n }), (a, f) => {
        const text = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
        expect(paymentTotal(text(a), text(f), 'GBP')).toBe(text(a + f));
      }),
    );
  });
});

describe("sender-flows §2 review: the recipient's account masked", () => {
  it.each([
    ['PH12BANK000123456789', '•••• 6789'],
    ['GB29 NWBK 6016 1331 9268 19', '•••• 6819'],
    ['+63 917 123 4567', '•••• 4567'],
    ['1234', '1234'],
    ['', ''],
    ['•••• 4444', '4444'],
  ])('%j → %j', (raw, masked) => expect(maskAccount(raw)).toBe(masked));

  it('never shows more than the last 4 letters or digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const shown = maskAccount(raw).replace(/[^\p{L}\p{N}]/gu, '');
        const kept = raw.replace(/[^\p{L}\p{N}]/gu, '');
        expect(shown.length).toBeLessThanOrEqual(4);
        expect(kept.endsWith(shown)).toBe(true);
      }),
    );
  });
});

describe("sender-flows §2 review, §4 receipt: the account shown is the chosen delivery method's account", () => {
  it.each([
    ['BANK_ACCOUNT', 'GB29 NWBK 6016 1331 9268 19', '•••• 6819'],
    ['BANK_CARD', '4242 4242 4242 4242', '•••• 4242'],
    ['ALIPAY', '+86 138 0013 8000', '•••• 8000'],
    ['INTERAC', 'ana@example.com', '•••• ecom'],
    // Home delivery's field is an address: never passed off as an account.
    ['HOME_DELIVERY', '12 Rizal Street, Manila', null],
    ['HOME_DELIVERY', 'GB29 NWBK 6016 1331 9268 19', null],
    ['CASH', '', null],
    ['CASH', 'PH12BANK000123456789', null],
    ['BONUS', 'PH12BANK000123456789', null],
    [undefined, 'PH12BANK000123456789', null],
    ['SOMETHING_NEW', 'PH12BANK000123456789', null],
    ['BANK_ACCOUNT', '', null],
    ['BANK_ACCOUNT', undefined, null],
  ] as const)('%s with %j shows %j', (method, account, shown) => expect(recipientAccount(method, account)).toBe(shown));
});

describe('sender-flows §4 payment result: the status as a timeline', () => {
  const states = (status: number | null, code: number | null = null) =>
    transferTimeline(status, code)
      .map((s) => s.state)
      .join(' ');
  it.each([
    [null, null, 'done current upcoming upcoming'],
    [20, null, 'done done current upcoming'],
    [89, null, 'done done current upcoming'],
    [90, null, 'done done done done'],
    [100, null, 'done done failed upcoming'],
    [20, 633, 'done done failed upcoming'],
    [90, 633, 'done done failed upcoming'],
  ] as const)('status %s, error code %s: %s', (status, code, expected) => expect(states(status, code)).toBe(expected));

  it('names the four steps in order', () => expect(transferTimeline(20).map((s) => s.step)).toEqual(['created', 'paid', 'sent', 'delivered']));
});

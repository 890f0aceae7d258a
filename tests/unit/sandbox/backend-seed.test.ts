import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { countriesAnswer, currenciesAnswer, corridorsAnswer } from '../../../src/content/schemas/backend.ts';
import { countries, countryByCode, PAYOUTS, SENDERS, sendCurrency, slug } from '../../../scripts/sandbox/seed/countries.ts';
import { currencies, currencyByCode, currencyById } from '../../../scripts/sandbox/seed/currencies.ts';
import { buildCorridors, crossRate, SOURCES, toSignificant, USD_RATES } from '../../../scripts/sandbox/seed/corridors.ts';
import { backendDir, buildBackendSnapshot, GENERATED_AT } from '../../../scripts/sandbox/seed/make-backend-snapshot.ts';

const corridors = buildCorridors();
const senders = countries.filter((c) => c.canSend);
const receivers = countries.filter((c) => c.canReceive);

describe('sender-flows §3 reference data: countries', () => {
  it.each([
    ['GB', 826, 'United Kingdom', '44'],
    ['US', 840, 'United States', '1'],
    ['CN', 156, 'China', '86'],
    ['DE', 276, 'Germany', '49'],
    ['IN', 356, 'India', '91'],
    ['PH', 608, 'Philippines', '63'],
    ['VN', 704, 'Vietnam', '84'],
    ['UA', 804, 'Ukraine', '380'],
    ['TR', 792, 'Türkiye', '90'],
    ['MX', 484, 'Mexico', '52'],
    ['NG', 566, 'Nigeria', '234'],
    ['UZ', 860, 'Uzbekistan', '998'],
    ['AL', 8, 'Albania', '355'],
  ])('%s has ISO 3166-1 numeric id %i, name %s, prefix +%s', (code, id, name, prefix) => {
    const country = countryByCode.get(code);
    expect(country).toMatchObject({ id, code, name, phone_prefix: prefix });
  });

  it('ids and alpha-2 codes are unique, and every entry passes the schema', () => {
    expect(new Set(countries.map((c) => c.id)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    expect(() => countriesAnswer.parse({ countries, generatedAt: GENERATED_AT })).not.toThrow();
  });

  it('at least 40 countries send and at least 120 receive', () => {
    expect(senders.map((c) => c.code).sort()).toEqual([...SENDERS].sort());
    expect(senders.length).toBeGreaterThanOrEqual(40);
    expect(receivers.length).toBeGreaterThanOrEqual(120);
  });

  it('every country of the select-region content can send', () => {
    const raw = JSON.parse(readFileSync(join(backendDir, '..', 'cms', 'select-region', 'en.json'), 'utf8')) as {
      data: { blocks: Array<{ __component: string; sections?: Array<{ countries: Array<{ code_a2: string }> }> }> };
    };
    const codes = raw.data.blocks.flatMap((b) => b.sections ?? []).flatMap((s) => s.countries.map((c) => c.code_a2));
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect({ code, canSend: countryByCode.get(code)?.canSend }).toEqual({ code, canSend: true });
  });

  it.each(['GB', 'IE', 'DE', 'FR', 'NL', 'CH', 'NO', 'US', 'CA', 'AU', 'NZ', 'JP', 'SG', 'AE', 'IL', 'TR', 'UA', 'BR', 'MX', 'CN', 'ID', 'VN', 'PH', 'UZ'])('%s sends', (code) =>
    expect(countryByCode.get(code)?.canSend).toBe(true),
  );

  it.each(['IN', 'MX', 'PH', 'PK', 'NG', 'VN', 'BD', 'EG', 'MA', 'UA', 'GE', 'UZ', 'KG', 'TJ', 'CN', 'KE', 'GH', 'CO', 'GT', 'LB', 'ZA', 'CA', 'KR'])('%s receives', (code) =>
    expect(countryByCode.get(code)?.canReceive).toBe(true),
  );

  it.each([
    ['GB', 'synonym', 'UK'],
    ['GB', 'synonym', 'Great Britain'],
    ['GB', 'synonym', 'England'],
    ['US', 'synonym', 'USA'],
    ['US', 'synonym', 'America'],
    ['NL', 'synonym', 'Holland'],
    ['DE', 'alias', 'Deutschland'],
    ['ES', 'alias', 'España'],
    ['TR', 'synonym', 'Turkey'],
    ['CN', 'alias', '中国'],
  ] as const)('%s is found by its %s "%s" (public-site §5 country search)', (code, field, word) => {
    const names = (countryByCode.get(code)?.[field] ?? '').split(',').map((s) => s.trim());
    expect(names).toContain(word);
  });

  it('URL words are slugs, unique per country', () => {
    expect(new Set(countries.map((c) => c.seoNameFrom)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.seoNameTo)).size).toBe(countries.length);
    expect(countryByCode.get('DE')).toMatchObject({ seoNameFrom: 'germany', seoNameTo: 'germany' });
    expect(slug("Côte d'Ivoire")).toBe('cote-divoire');
    expect(slug('U.S. Virgin Islands')).toBe('us-virgin-islands');
  });

  it('every country currency is a known currency; a sender pays in its first one', () => {
    for (const country of countries) for (const id of country.currencies) expect(currencyById.has(id), `${country.code} ${id}`).toBe(true);
    for (const country of senders) {
      const code = sendCurrency(country.code);
      expect(country.currencies[0]).toBe(currencyByCode.get(code)?.id);
      expect(SOURCES[code], code).toBeDefined();
    }
  });

  it('China pays out by Alipay, Canada by Interac, nobody by BONUS', () => {
    expect(PAYOUTS['CN']!.flatMap((p) => p.methods)).toContain('ALIPAY');
    expect(PAYOUTS['CA']!.flatMap((p) => p.methods)).toContain('INTERAC');
    for (const payouts of Object.values(PAYOUTS)) for (const p of payouts) expect(p.methods).not.toContain('BONUS');
    expect(countryByCode.get('IN')?.paySystems).toContain('upi');
    expect(countryByCode.get('KE')?.paySystems).toContain('mpesa');
  });
});

describe('sender-flows §3 reference data: currencies', () => {
  it.each([
    ['GBP', 826, 2],
    ['USD', 840, 2],
    ['EUR', 978, 2],
    ['CNY', 156, 2],
    ['INR', 356, 2],
    ['VND', 704, 0],
    ['JPY', 392, 0],
    ['KWD', 414, 3],
    ['PHP', 608, 2],
    ['UAH', 980, 2],
    ['XOF', 952, 0],
  ])('%s has ISO 4217 numeric id %i and %i decimals', (code, id, decimals) => {
    expect(currencyByCode.get(code)).toMatchObject({ id, code, decimals });
  });

  it('ids and codes are unique, and every entry passes the schema', () => {
    expect(new Set(currencies.map((c) => c.id)).size).toBe(currencies.length);
    expect(new Set(currencies.map((c) => c.code)).size).toBe(currencies.length);
    expect(() => currenciesAnswer.parse({ currencies, generatedAt: GENERATED_AT })).not.toThrow();
  });

  it('every currency of a corridor has a mid-market rate', () => {
    const used = new Set(corridors.flatMap((c) => [c.fromCurrency, c.toCurrency]));
    for (const id of used) expect(USD_RATES[currencyById.get(id)!.code], String(id)).toMatch(/^\d+(\.\d+)?$/);
  });
});

describe('sender-flows §3 Commission, §5 Fee: corridors', () => {
  it('every corridor passes the schema', () => {
    expect(() => corridorsAnswer.parse({ corridors, generatedAt: GENERATED_AT })).not.toThrow();
  });

  it('goes from each sender to each other receiver, once per payout currency', () => {
    const keys = new Set(corridors.map((c) => `${c.from}>${c.to}>${c.toCurrency}`));
    expect(keys.size).toBe(corridors.length);
    let expected = 0;
    for (const from of senders) {
      for (const to of receivers) {
        if (to.code === from.code) continue;
        for (const id of to.currencies.filter((id) => PAYOUTS[to.code]!.some((p) => currencyByCode.get(p.currency)!.id === id))) {
          expected++;
          expect(keys.has(`${from.code}>${to.code}>${id}`), `${from.code}>${to.code}>${id}`).toBe(true);
        }
      }
    }
    expect(corridors.length).toBe(expected);
    expect(corridors.some((c) => c.from === c.to)).toBe(false);
  });

  it('every currency a receiver lists has corridors (the several-currencies case)', () => {
    for (const to of receivers) {
      const payoutIds = PAYOUTS[to.code]!.map((p) => currencyByCode.get(p.currency)!.id);
      for (const id of to.currencies) {
        if (to.canSend && id === to.currencies[0] && !payoutIds.includes(id)) continue;
        expect(payoutIds, `${to.code} ${id}`).toContain(id);
      }
    }
    const severalCurrencies = receivers.filter((c) => c.currencies.length > 1).map((c) => c.code);
    expect(severalCurrencies).toEqual(expect.arrayContaining(['LB', 'UA', 'GE', 'NG']));
  });

  it('each corridor pays in the send currency of its sending country', () => {
    for (const c of corridors) expect(c.fromCurrency, `${c.from}>${c.to}`).toBe(currencyByCode.get(sendCurrency(c.from))!.id);
  });

  it('tariffs cover 0..maxAmount without gaps, each a fixed sum or a percent', () => {
    for (const c of corridors) {
      const name = `${c.from}>${c.to} ${c.toCurrency}`;
      expect(c.tariffs[0]!.from, name).toBe(0);
      c.tariffs.forEach((t, i) => {
        expect(t.to, name).toBeGreaterThan(t.from);
        if (i > 0) expect(t.from, name).toBe(c.tariffs[i - 1]!.to);
        const fixOnly = t.percent === 0 && t.fix > 0;
        const percentOnly = t.fix === 0 && t.percent > 0;
        expect(fixOnly !== percentOnly, `${name} tariff ${i}`).toBe(true);
      });
      expect(c.tariffs.at(-1)!.to, name).toBe(c.maxAmount);
    }
  });

  it('limits are positive, ordered and on the step; the step is above 1 only for cash-only payouts', () => {
    for (const c of corridors) {
      const name = `${c.from}>${c.to} ${c.toCurrency}`;
      expect(c.minAmount, name).toBeGreaterThan(0);
      expect(c.minAmount, name).toBeLessThan(c.maxAmount);
      expect(c.minAmount % c.multiple, name).toBe(0);
      expect(c.maxAmount % c.multiple, name).toBe(0);
      const cashOnly = c.deliveryMethods.every((m) => m === 'CASH' || m === 'HOME_DELIVERY');
      expect(c.multiple > 1, name).toBe(cashOnly);
      expect(new Set(c.deliveryMethods).size, name).toBe(c.deliveryMethods.length);
    }
    const vietnamDollarsCash = corridors.find((c) => c.from === 'GB' && c.to === 'VN' && c.toCurrency === 840);
    expect(vietnamDollarsCash).toMatchObject({ deliveryMethods: ['CASH'], multiple: 10, minAmount: 10 });
  });

  it('convert rates are decimal strings of at most 6 significant digits, a little below mid-market', () => {
    for (const c of corridors) {
      const name = `${c.from}>${c.to} ${c.toCurrency}`;
      expect(c.convertRate, name).toMatch(/^\d+(\.\d+)?$/);
      expect(c.convertRate.replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length, name).toBeLessThanOrEqual(6);
      const from = currencyById.get(c.fromCurrency)!.code;
      const to = currencyById.get(c.toCurrency)!.code;
      if (from === to) {
        expect(c.convertRate, name).toBe('1');
        continue;
      }
      // Floats only to check the range here: the seed itself never uses them.
      const mid = Number(USD_RATES[to]) / Number(USD_RATES[from]);
      const ratio = Number(c.convertRate) / mid;
      expect(ratio, name).toBeLessThan(1);
      expect(ratio, name).toBeGreaterThan(0.98);
    }
  });

  it.each([
    [1234567n, 1n, '1234570'],
    [1n, 3n, '0.333333'],
    [2n, 3n, '0.666667'],
    [1n, 8n, '0.125'],
    [9999995n, 10n, '1000000'],
    [1n, 34910n, '0.0000286451'],
    [5n, 1n, '5'],
  ])('toSignificant(%i, %i) is %s', (n, d, text) => {
    expect(toSignificant(n, d, 6)).toBe(text);
  });

  it.each([
    ['USD', 'EUR', 0, '0.862'],
    ['EUR', 'USD', 0, '1.16009'],
    ['GBP', 'INR', 0, '117.348'],
    ['GBP', 'GBP', 50, '1'],
    ['USD', 'AED', 100, '3.63578'],
  ])('crossRate(%s, %s, %i bp) is %s', (from, to, bp, rate) => {
    expect(crossRate(from, to, bp)).toBe(rate);
  });

  it('is deterministic', () => {
    expect(buildCorridors()).toEqual(corridors);
  });
});

describe('content-cache/backend snapshot', () => {
  it.each(['countries', 'currencies', 'corridors'] as const)('%s.json on disk is exactly what the seed generates', (name) => {
    const expected = buildBackendSnapshot()[name];
    const onDisk = readFileSync(join(backendDir, `${name}.json`), 'utf8');
    // Compare parsed first for a readable diff, then byte for byte.
    expect(JSON.parse(onDisk)).toEqual(JSON.parse(expected));
    expect(onDisk === expected, `${name}.json is stale: run node scripts/sandbox/seed/make-backend-snapshot.ts`).toBe(true);
  });

  it('carries the fixed generation time', () => {
    for (const name of ['countries', 'currencies', 'corridors']) {
      expect((JSON.parse(readFileSync(join(backendDir, `${name}.json`), 'utf8')) as { generatedAt: string }).generatedAt).toBe(GENERATED_AT);
    }
  });
});

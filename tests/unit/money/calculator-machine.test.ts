// The calculator's state machine (src/domain/calculator-machine.ts) driven as the landing island
// drives it: its call goes through the island's own transport (landingCall) to the sandbox's quote
// handler, over the snapshot's corridors (content-cache/backend).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { useSandbox } from '../sandbox/harness.ts';
import { separatorsFor } from '../../../src/domain/amount-input.ts';
import { readAmount } from '../../../src/domain/amount-reading.ts';
import { addressAfterChoice, corridorPagePath, corridorSlug, type LandingKind, type RegionRef } from '../../../src/domain/calculator-address.ts';
import {
  calculatorReducer,
  fieldView,
  figuresOf,
  initialState,
  messageOf,
  outcomeEvent,
  readingEvents,
  typedAmount,
  uncommittedReading,
  type CalculatorEvent,
  type CalculatorState,
  type CallOutcome,
  type MenuCountry,
} from '../../../src/domain/calculator-machine.ts';
import { pairFromPath } from '../../../src/domain/calculator-start.ts';
import { decimal, decimalPlaces, toFixed } from '../../../src/domain/decimal.ts';
import { formatAmount } from '../../../src/domain/money-format.ts';
import { firstState, staticMenus } from '../../../src/content/calculator-state.ts';
import { country, pairs } from '../../../src/content/corridors.ts';
import { landingPair } from '../../../src/content/landing-routes.ts';
import { defaultRegion, regions } from '../../../src/i18n/regions.ts';
import { languages, langs } from '../../../src/i18n/languages.ts';
import { landingCall } from '../../../src/ui/calculator/calculator-api.ts';
import type { StaticMenus } from '../../../src/ui/calculator/calculator-data.ts';

const sandbox = await useSandbox();
let lastAnswer: any = null;
const realFetch = globalThis.fetch;
beforeAll(() => {
  // The island calls relative paths; here they go to the sandbox, and the last answer is kept.
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const response = await realFetch(new URL(url, sandbox.url), init);
    lastAnswer = response.ok ? await response.clone().json() : null;
    return response;
  });
});
afterAll(() => vi.unstubAllGlobals());

const region: RegionRef = { code: defaultRegion.code, country: defaultRegion.country, isDefault: true, sendWord: languages.en.sendWord, requestWord: languages.en.requestWord };
const regionCountries = [...new Set(regions.map((r) => r.country))];
const tags = langs.map((l) => languages[l].tag);
const pairKeys = [...pairs.keys()];

/** A landing tab: the machine, the menus of its last answer, what its calls were answered with. */
interface Tab {
  state: CalculatorState;
  menus: StaticMenus | null;
  quoted: any;
  rejectNext: boolean;
  log: string[];
  address?: string;
}

function check(tab: Tab, before: CalculatorState, after: CalculatorState): void {
  const r = after.request;
  if (!r || r === before.request || r.query.amount === '') return;
  // A number goes along only in the currency it was typed in (the state's own side and currency).
  const d = after.data;
  expect(r.query.isFrom, tab.log.join(' / ')).toBe(d.isFrom);
  expect(r.query.isFrom ? r.query.fromCurrId : r.query.toCurrId, tab.log.join(' / ')).toBe(d.isFrom ? d.fromCurrency.id : d.toCurrency.id);
  expect(decimal(r.query.amount) - decimal(d.amount), "the same number, to the input's 2 decimals").toBeLessThanOrEqual(decimal('0.005'));
}

function send(tab: Tab, event: CalculatorEvent): void {
  const before = tab.state;
  tab.state = calculatorReducer(before, event);
  check(tab, before, tab.state);
}

/** Runs the call the state asks for (and any it leads to) through the island's transport. */
async function settle(tab: Tab): Promise<void> {
  while (tab.state.request) {
    const { ticket, query, reason } = tab.state.request;
    let outcome: CallOutcome;
    if (tab.rejectNext) {
      tab.rejectNext = false;
      outcome = { kind: 'rejected', status: 400, code: 'BAD_AMOUNT' };
    } else {
      outcome = await landingCall(query, reason, {
        localize: (c) => c,
        onMenus: (m) => {
          tab.menus = m;
        },
        fallback: async () => null,
      });
    }
    tab.quoted = outcome.kind === 'answered' ? lastAnswer : null;
    const source = tab.state.source;
    send(tab, outcomeEvent(ticket, outcome));
    // The island writes the address of an applied choice (Calculator.tsx, useAdjusted).
    const a = tab.state.adjusted;
    if (a?.ticket === ticket) tab.address = addressAfterChoice(tab.state.kind, region, regionCountries, { from: a.from, to: a.to }, a.toCurrId);
    if (outcome.kind === 'rejected') {
      // A 4xx is a refusal, said on the amount field, never a network failure.
      expect(tab.state.source).toBe(source);
      // The field says why: the refusal, or its own check of the amount when that comes first.
      expect(messageOf(tab.state)?.key).toMatch(/^(amount\.|calculator\.rejected$)/);
      if (tab.state.data.amount === '' || messageOf(tab.state)?.key === 'amount.rejected' || messageOf(tab.state)?.key === 'calculator.rejected') expect(tab.state.rejected).not.toBeNull();
    }
  }
}

async function open(kind: LandingKind, data: ReturnType<typeof firstState>, address: string | null, tag = 'en'): Promise<Tab> {
  const url = address ? new URL(address, 'http://site') : null;
  const tab: Tab = {
    state: initialState({ kind, data, locale: tag, seps: separatorsFor(tag), ...(url ? { address: { pathname: url.pathname, search: url.search } } : {}) }),
    menus: null,
    quoted: null,
    rejectNext: false,
    log: [`open ${kind} ${data.from.code}-${data.to.code} ${address ?? ''}`],
    ...(address ? { address } : {}),
  };
  await settle(tab);
  return tab;
}

/** A page as the build makes it: a corridor page's first state, or the landing shell's for a pair address. */
function pageAt(kind: LandingKind, address: string) {
  const path = new URL(address, 'http://site').pathname;
  for (const key of pairKeys) {
    const [from, to] = key.toLowerCase().split('-') as [string, string];
    if (corridorPagePath(kind, region, corridorSlug(country(from).seoNameFrom, country(to).seoNameTo)) === path) return firstState({ kind, from, to, tag: 'en' });
  }
  expect(pairFromPath(path), `${address} is a page`).not.toBeNull();
  return firstState({ kind, tag: 'en', ...landingPair({ region: defaultRegion }) });
}

const typed = (tab: Tab, side: 'from' | 'to', text: string) => {
  tab.log.push(`type ${side} ${JSON.stringify(text)}`);
  send(tab, { type: 'focus', side });
  send(tab, { type: 'edit', side, text });
  send(tab, readingEvents.commit(tab.state, readAmount));
  send(tab, readingEvents.blur(tab.state, side, readAmount));
};
const choose = (tab: Tab, side: 'from' | 'to', code: string, currencyCode?: string) => {
  const list = side === 'from' ? tab.menus!.countryFrom : tab.menus!.countryTo;
  const c = list.find((x) => x.code === code)!;
  const currencyId = (currencyCode ? c.currencies.find((x) => x.code === currencyCode) : c.currencies[0])!.id;
  send(tab, side === 'from' ? { type: 'choose', from: { country: c, currencyId } } : { type: 'choose', to: { country: c, currencyId } });
};
const direct = async (path: string) => (await realFetch(new URL(path, sandbox.url))).json();
const shown = (tab: Tab, side: 'from' | 'to') => fieldView(tab.state, side).text;

describe('public-site §4 landing calculator: the reproductions', () => {
  it("request: a new payout currency starts from its own default, never the old currency's number (GBP→PHP 7,651.63, then Nigeria, then USD)", async () => {
    const tab = await open('request', firstState({ kind: 'request', from: 'gb', to: 'ph', tag: 'en' }), '/request');
    expect(shown(tab, 'to')).toBe('7,651.63');
    choose(tab, 'to', 'ng');
    await settle(tab);
    choose(tab, 'to', 'ng', 'USD');
    expect(tab.state.request!.query).toMatchObject({ toCurrId: 840, amount: '', isFrom: false });
    await settle(tab);
    const expected = await direct('/api/v1/calculator/request/gb/ng?toCurrId=840&isFrom=false');
    expect(tab.state.data.toCurrency.code).toBe('USD');
    expect(tab.state.data.amount).toBe(expected.paymentForm.toAmount.value);
    expect(shown(tab, 'to')).not.toBe('7,651.63');
    expect(shown(tab, 'from')).toBe(formatAmount(decimal(expected.paymentForm.fromAmount.value), { decimals: 2 }, 'en'));
    // The address it wrote, loaded fresh: the same lane and the same default, not the NGN amount read as USD.
    const address = addressAfterChoice('request', region, regionCountries, { from: tab.state.adjusted!.from, to: tab.state.adjusted!.to }, tab.state.adjusted!.toCurrId);
    expect(address).toBe('/request-money/united-kingdom-to-nigeria?toCurrId=840');
    const fresh = await open('request', pageAt('request', address), address);
    expect(fresh.state.data.toCurrency.id).toBe(840);
    expect(fresh.state.data.amount).toBe(expected.paymentForm.toAmount.value);
    expect(toFixed(figuresOf(fresh.state)!.fee, 2)).toBe(expected.paymentForm.feeText);
  });

  it('a delivery method chosen in the 300 ms pause after typing quotes the typed amount, not the last quoted one (250 became 100 again)', async () => {
    const tab = await open('send', firstState({ kind: 'send', from: 'gb', to: 'ph', tag: 'en' }), null);
    const other = tab.state.data.deliveryMethods.find((m) => m !== tab.state.data.deliveryMethod)!;
    send(tab, { type: 'focus', side: 'from' });
    send(tab, { type: 'edit', side: 'from', text: '250' });
    // No commit: the pause is not over when the method changes.
    expect(typedAmount(tab.state, uncommittedReading(tab.state, readAmount))).toEqual({ amount: '250.00', isFrom: true });
    send(tab, readingEvents.method(tab.state, other, readAmount));
    expect(tab.state.request!.query).toMatchObject({ amount: '250.00', isFrom: true, deliveryMethod: other });
    await settle(tab);
    expect(tab.state.data).toMatchObject({ amount: '250.00', deliveryMethod: other });
    expect(shown(tab, 'from')).toBe('250.00');
    // Another method after it quotes what is shown.
    expect(typedAmount(tab.state, uncommittedReading(tab.state, readAmount))).toEqual({ amount: '250.00', isFrom: true });
  });

  it('123456789012 is named too long on the field; a 400 from the backend is a refusal, and the next edit quotes again', async () => {
    const tab = await open('send', firstState({ kind: 'send', from: 'gb', to: 'ph', tag: 'en' }), '/');
    typed(tab, 'from', '123456789012');
    expect(tab.state.request).toBeNull();
    expect(messageOf(tab.state)?.key).toBe('amount.tooLong');
    // The island's transport hears the sandbox's 400 BAD_AMOUNT as a refusal, not as "unreachable".
    const refused = await landingCall({ kind: 'send', from: 'gb', to: 'ph', isFrom: true, amount: '123456789012' }, 'amount', {
      localize: (c) => c,
      onMenus: () => undefined,
      fallback: async () => null,
    });
    expect(refused).toEqual({ kind: 'rejected', status: 400, code: 'BAD_AMOUNT' });
    tab.rejectNext = true;
    typed(tab, 'from', '250');
    await settle(tab);
    expect(messageOf(tab.state)?.key).toBe('amount.rejected');
    expect(tab.state.source).toBe('live');
    typed(tab, 'from', '260');
    expect(tab.state.request?.reason).toBe('amount');
    await settle(tab);
    expect(messageOf(tab.state)).toBeNull();
    expect(tab.quoted.paymentForm.fromAmount.value).toBe('260.00');
  });

  it.each([
    ['/send-money/united-kingdom-to-vietnam?toCurrId=840', 840],
    ['/send-money/united-kingdom-to-ukraine?toCurrId=978', 978],
  ])('%s loads: the other payout currency with its own delivery methods', async (address, id) => {
    const tab = await open('send', pageAt('send', address), address);
    expect(tab.state.rejected).toBeNull();
    expect(tab.state.data.toCurrency.id).toBe(id);
    expect(tab.state.data.deliveryMethods).toContain(tab.state.data.deliveryMethod);
    expect(tab.state.source).toBe('live');
  });

  it.each([
    ['en', '50,5', '50.50'],
    ['en', '50.5', '50.50'],
    ['de', '50,5', '50.50'],
    ['fr', '1 234,5', '1234.50'],
    ['de', '1.234,5', '1234.50'],
  ])('decimal comma: on a %s page %j is quoted as %s, on the landing and signed in', async (tag, text, amount) => {
    for (const signedIn of [false, true]) {
      const tab: Tab = {
        state: initialState({ kind: 'send', data: firstState({ kind: 'send', from: 'gb', to: 'ph', tag }), locale: tag, seps: separatorsFor(tag), signedIn }),
        menus: null,
        quoted: null,
        rejectNext: false,
        log: [],
      };
      typed(tab, 'from', text);
      expect(tab.state.request?.query.amount).toBe(amount);
    }
  });

  it('an ambiguous amount says so instead of guessing', async () => {
    const tab: Tab = {
      state: initialState({ kind: 'send', data: firstState({ kind: 'send', from: 'gb', to: 'ph', tag: 'fr' }), locale: 'fr', seps: separatorsFor('fr') }),
      menus: null,
      quoted: null,
      rejectNext: false,
      log: [],
    };
    typed(tab, 'from', '1.234');
    expect(tab.state.request).toBeNull();
    expect(messageOf(tab.state)).toMatchObject({ side: 'from', key: 'amount.ambiguous' });
    expect(shown(tab, 'from')).toBe('1.234');
  });

  it('1e5 is no amount (it became 15); typed spaces stay spaces (they showed 70,,)', () => {
    const tab: Tab = {
      state: initialState({ kind: 'send', data: firstState({ kind: 'send', from: 'gb', to: 'ph', tag: 'en' }), locale: 'en', seps: separatorsFor('en') }),
      menus: null,
      quoted: null,
      rejectNext: false,
      log: [],
    };
    send(tab, { type: 'edit', side: 'from', text: '1e5' });
    expect(shown(tab, 'from')).toBe('1e5');
    send(tab, readingEvents.commit(tab.state, readAmount));
    expect(tab.state.request).toBeNull();
    expect(messageOf(tab.state)?.key).toBe('amount.notNumber');
    expect(figuresOf(tab.state)).toBeUndefined();
    send(tab, { type: 'edit', side: 'from', text: '70  ' });
    expect(shown(tab, 'from')).toBe('70  ');
    send(tab, readingEvents.commit(tab.state, readAmount));
    expect(tab.state.request?.query.amount).toBe('70.00');
  });

  it('the amount errors name their limits in the one format (signed in: "The largest amount is GBP 10,000.00")', () => {
    const tab: Tab = {
      state: initialState({ kind: 'send', data: firstState({ kind: 'send', from: 'gb', to: 'ph', tag: 'en' }), locale: 'en', seps: separatorsFor('en'), signedIn: true }),
      menus: null,
      quoted: null,
      rejectNext: false,
      log: [],
    };
    typed(tab, 'from', '20000');
    expect(messageOf(tab.state)).toMatchObject({ key: 'amount.max' });
    expect(messageOf(tab.state)!.values['max']!.replace(/\u00a0/g, ' ')).toBe('GBP 10,000.00');
    // No figure for an amount that cannot be sent: the recipient's side stays empty, as the fee does.
    expect(fieldView(tab.state, 'to').text).toBe('');
    typed(tab, 'from', '250');
    expect(messageOf(tab.state)).toBeNull();
    expect(fieldView(tab.state, 'to').text).not.toBe('');
  });
});

type Step =
  | { kind: 'type'; side: 'from' | 'to'; cents: bigint; tag: string }
  | { kind: 'junk'; side: 'from' | 'to'; text: string }
  | { kind: 'chooseTo'; pick: number; currency: number }
  | { kind: 'chooseFrom'; pick: number }
  | { kind: 'method'; pick: number }
  | { kind: 'reject'; cents: bigint }
  | { kind: 'reload' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('type' as const), side: fc.constantFrom('from' as const, 'to' as const), cents: fc.bigInt({ min: 1n, max: 5_000_000n }), tag: fc.constantFrom(...tags) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('junk' as const),
      side: fc.constantFrom('from' as const, 'to' as const),
      text: fc.string({ unit: fc.constantFrom('1', '0', '.', ',', ' ', 'e', '-', 'a'), maxLength: 16 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('chooseTo' as const), pick: fc.nat(), currency: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('chooseFrom' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('method' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), cents: fc.bigInt({ min: 1n, max: 5_000_000n }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'reload' as const }) },
);

function invariants(tab: Tab): void {
  const s = tab.state;
  const why = tab.log.join(' / ');
  expect(s.request, why).toBeNull();
  // A refused amount shows no figure on the other side.
  if (messageOf(s) !== null) expect(fieldView(s, s.entry.side === 'from' ? 'to' : 'from').text, why).toBe('');
  const f = figuresOf(s);
  if (s.data.amount !== '' && decimal(s.data.amount) > 0n) {
    expect(f, why).toBeTruthy();
    // The total is the amount plus the fee, to the minor unit.
    expect(f!.total, why).toBe(f!.fromAmount + f!.fee);
    expect(decimalPlaces(f!.fromAmount)).toBeLessThanOrEqual(s.data.fromCurrency.decimals);
    expect(decimalPlaces(f!.toAmount)).toBeLessThanOrEqual(s.data.toCurrency.decimals);
    // The figures shown are the backend's quote for this state.
    if (tab.quoted && !s.rejected) {
      expect(toFixed(f!.fromAmount, s.data.fromCurrency.decimals), why).toBe(tab.quoted.paymentForm.fromAmount.value);
      expect(toFixed(f!.toAmount, s.data.toCurrency.decimals), why).toBe(tab.quoted.paymentForm.toAmount.value);
      expect(toFixed(f!.fee, 2), why).toBe(tab.quoted.paymentForm.feeText);
      expect(toFixed(f!.total, 2), why).toBe(tab.quoted.paymentForm.feeTextInfo);
    }
  }
}

describe("sender-flows §4 calculator, public-site §4 landing calculator: properties of the state machine over the snapshot's corridors", () => {
  it('for any edits, choices, refusals and reloads: totals add up, figures are the quote, no number crosses currencies, written addresses restore their lane, a 4xx never reads as offline', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('send' as const, 'request' as const), fc.constantFrom(...pairKeys), fc.array(step, { minLength: 1, maxLength: 7 }), async (kind, pairKey, steps) => {
        const [from, to] = pairKey.toLowerCase().split('-') as [string, string];
        const data = firstState({ kind, from, to, tag: 'en' });
        const path = corridorPagePath(kind, region, corridorSlug(data.from.seoNameFrom, data.to.seoNameTo));
        let tab = await open(kind, data, path);
        expect(tab.state.source).toBe('live');
        invariants(tab);
        for (const st of steps) {
          const d = tab.state.data;
          switch (st.kind) {
            case 'type': {
              const digits = Math.min(2, (st.side === 'from' ? d.fromCurrency : d.toCurrency).decimals);
              const value = digits === 2 ? decimal(`${st.cents / 100n}.${String(st.cents % 100n).padStart(2, '0')}`) : decimal(String(st.cents));
              typed(tab, st.side, formatAmount(value, { decimals: digits }, tab.state.locale));
              expect(tab.state.request?.reason).toBe('amount');
              break;
            }
            case 'junk':
              typed(tab, st.side, st.text);
              break;
            case 'chooseTo': {
              const list = tab.menus!.countryTo;
              const c: MenuCountry = list[st.pick % list.length]!;
              tab.log.push(`choose to ${c.code}`);
              send(tab, { type: 'choose', to: { country: c, currencyId: c.currencies[st.currency % c.currencies.length]!.id } });
              break;
            }
            case 'chooseFrom': {
              const list = tab.menus!.countryFrom;
              const c = list[st.pick % list.length]!;
              // As choose.ts does: a sender that does not serve the destination goes to its first one.
              const served = staticMenus(c.code).countryTo;
              const keep = served.some((x) => x.code === d.to.code);
              tab.log.push(`choose from ${c.code}`);
              send(tab, { type: 'choose', from: { country: c, currencyId: c.currencies[0]!.id }, to: keep ? undefined : { country: served[0]!, currencyId: served[0]!.currencies[0]!.id } });
              break;
            }
            case 'method':
              tab.log.push('method');
              send(tab, { type: 'method', deliveryMethod: d.deliveryMethods[st.pick % d.deliveryMethods.length]! });
              break;
            case 'reject': {
              tab.rejectNext = true;
              typed(tab, 'from', formatAmount(decimal(String(st.cents)), { decimals: 0 }, tab.state.locale));
              await settle(tab);
              expect(tab.state.rejected).not.toBeNull();
              // The next edit quotes again.
              typed(tab, 'from', formatAmount(decimal(String(st.cents + 1n)), { decimals: 0 }, tab.state.locale));
              expect(tab.state.request?.reason).toBe('amount');
              break;
            }
            case 'reload': {
              // The address the calculator wrote (or the page's own), loaded fresh in a new tab.
              const address = tab.address!;
              tab.log.push(`reload ${address}`);
              const before = tab.state.data;
              tab = { ...(await open(kind, pageAt(kind, address), address)), log: tab.log };
              expect(tab.state.rejected, tab.log.join(' / ')).toBeNull();
              expect([tab.state.data.from.code, tab.state.data.to.code, tab.state.data.fromCurrency.id, tab.state.data.toCurrency.id]).toEqual([
                before.from.code,
                before.to.code,
                before.fromCurrency.id,
                before.toCurrency.id,
              ]);
              break;
            }
          }
          await settle(tab);
          if (st.kind !== 'reject') expect(tab.state.source, tab.log.join(' / ')).toBe('live');
          invariants(tab);
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});

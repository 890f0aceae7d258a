import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AMOUNT_DEBOUNCE_MS, countryChoice, debounce, disabledSide, freshness, latestOnly } from '../../../src/domain/calculator-state.ts';

describe('sender-flows §4 Calculator: only one side editable at a time', () => {
  it.each([
    ['from', 'to'],
    ['to', 'from'],
    [null, null],
  ] as const)('with focus on %s, the disabled side is %s', (focused, disabled) => {
    expect(disabledSide(focused)).toBe(disabled);
  });
});

describe('sender-flows §4, §9 Calculator: a fee calculation starts 300 ms after the last keystroke', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 300 ms and calls once with the last value', () => {
    expect(AMOUNT_DEBOUNCE_MS).toBe(300);
    const calls: string[] = [];
    const typed = debounce((value: string) => calls.push(value));
    typed.call('1');
    vi.advanceTimersByTime(299);
    typed.call('12');
    vi.advanceTimersByTime(299);
    expect(calls).toEqual([]);
    expect(typed.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['12']);
    expect(typed.pending()).toBe(false);
  });

  it('drops a pending calculation when cancelled', () => {
    const calls: string[] = [];
    const typed = debounce((value: string) => calls.push(value));
    typed.call('5');
    typed.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });
});

describe('sender-flows §4 Calculator: an older answer never overwrites a newer one', () => {
  it('lets only the newest ticket apply, whatever order the answers arrive in', async () => {
    const guard = latestOnly();
    const applied: string[] = [];
    const answer = (value: string, ms: number) => {
      const ticket = guard.begin();
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          if (guard.isLatest(ticket)) applied.push(value);
          resolve();
        }, ms),
      );
    };
    await Promise.all([answer('slow first', 30), answer('fast second', 5)]);
    expect(applied).toEqual(['fast second']);
  });

  it('applies a single answer', () => {
    const guard = latestOnly();
    const ticket = guard.begin();
    expect(guard.isLatest(ticket)).toBe(true);
    guard.begin();
    expect(guard.isLatest(ticket)).toBe(false);
  });
});

describe('sender-flows §4 Calculator: choosing a country', () => {
  it.each([
    ['Philippines (PHP)', [{ id: 608 }], { step: 'apply', currencyId: 608 }],
    ['Vietnam (VND, USD)', [{ id: 704 }, { id: 840 }], { step: 'currencies' }],
    ['three currencies', [{ id: 1 }, { id: 2 }, { id: 3 }], { step: 'currencies' }],
  ] as const)('%s: %j', (_name, currencies, choice) => {
    expect(countryChoice({ currencies })).toEqual(choice);
  });
});

describe('public-site §4 calculator live data: how fresh the shown rate is', () => {
  const quotedAt = '2026-11-20T06:00:00.000Z';
  const at = Date.parse(quotedAt);
  it.each([
    ['live', at, { kind: 'live', minutes: 0 }],
    ['live', at + 59_999, { kind: 'live', minutes: 0 }],
    ['live', at + 5 * 60_000, { kind: 'live', minutes: 5 }],
    ['live', at - 10_000, { kind: 'live', minutes: 0 }], // a clock behind the server's never shows "-1 minutes"
    ['snapshot', at + 86_400_000, { kind: 'snapshot', at: quotedAt }],
    ['offline', at + 86_400_000, { kind: 'offline', at: quotedAt }],
  ] as const)('%s quoted at the snapshot time, read at +%i ms: %j', (source, now, expected) => {
    expect(freshness(source, quotedAt, now)).toEqual(expected);
  });
});

import { describe, it, expect } from 'vitest';
import { backoffDelay, createLimiter, parseRetryAfter } from '../../../scripts/sync/http.ts';

describe('sync http: Retry-After', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it('reads delta-seconds', () => expect(parseRetryAfter('7', now)).toBe(7000));
  it('reads an HTTP date', () => expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30_000));
  it('treats a date in the past as no wait', () => expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0));
  it('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('sync http: backoff', () => {
  const options = { backoffBaseMs: 100, backoffMaxMs: 1000 };
  it('doubles per attempt and stays within [step/2, step]', () => {
    expect([1, 2, 3].map((a) => backoffDelay(a, { ...options, random: () => 0 }))).toEqual([50, 100, 200]);
    expect([1, 2, 3].map((a) => backoffDelay(a, { ...options, random: () => 0.999999 }))).toEqual([100, 200, 400]);
  });
  it('is capped', () => expect(backoffDelay(10, { ...options, random: () => 1 })).toBe(1000));
});

describe('sync http: concurrency limiter', () => {
  it('runs at most n tasks at once and runs them all', async () => {
    const limit = createLimiter(2);
    let active = 0;
    let peak = 0;
    const done = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        limit(async () => {
          active++;
          peak = Math.max(peak, active);
          await new Promise((resolve) => setTimeout(resolve, 5));
          active--;
          return i;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createLimiter(1);
    await expect(
      limit(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});

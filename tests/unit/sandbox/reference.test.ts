import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corridorsAnswer, countriesAnswer, currenciesAnswer } from '../../../src/content/schemas/backend.ts';
import { useSandbox } from './harness.ts';

const sandbox = await useSandbox();
const snapshot = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../content-cache/backend/${name}.json`, import.meta.url), 'utf8'));

describe('sender-flows §3 reference data', () => {
  it.each([
    ['countries', countriesAnswer],
    ['currencies', currenciesAnswer],
    ['corridors', corridorsAnswer],
  ] as const)('serves the same %s as the committed snapshot the static pages are built from', async (name, schema) => {
    const answer = await sandbox.client().request(`/api/v1/reference/${name}`);
    expect(answer.status).toBe(200);
    const served = schema.parse(answer.json) as Record<string, unknown>;
    const committed = schema.parse(snapshot(name)) as Record<string, unknown>;
    expect(served[name]).toEqual(committed[name]);
  });

  it('covers at least 40 sending and 120 receiving countries', async () => {
    const { countries } = countriesAnswer.parse((await sandbox.client().request('/api/v1/reference/countries')).json);
    expect(countries.filter((c) => c.canSend).length).toBeGreaterThanOrEqual(40);
    expect(countries.filter((c) => c.canReceive).length).toBeGreaterThanOrEqual(120);
  });
});

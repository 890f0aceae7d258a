/**
 * Writes the backend part of the committed snapshot from the seed:
 * content-cache/backend/{countries,currencies,corridors}.json, in the answer envelopes of
 * src/content/schemas/backend.ts. Reproducible: the same seed gives the same bytes (fixed
 * generatedAt, no clock, no randomness).
 *
 *   node scripts/sandbox/seed/make-backend-snapshot.ts          (from the repository root)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countriesAnswer, currenciesAnswer, corridorsAnswer } from '../../../src/content/schemas/backend.ts';
import { countries } from './countries.ts';
import { currencies } from './currencies.ts';
import { buildCorridors } from './corridors.ts';

/** The seed's "as of" time, so that runs are reproducible. */
export const GENERATED_AT = '2026-11-20T06:00:00.000Z';

export const backendDir = fileURLToPath(new URL('../../../content-cache/backend/', import.meta.url));

/** A JSON list with one compact item per line: small, yet diffs stay readable. */
function compactList(key: string, items: readonly unknown[], generatedAt: string): string {
  const lines = items.map((item) => `    ${JSON.stringify(item)}`);
  return `{\n  ${JSON.stringify(key)}: [\n${lines.join(',\n')}\n  ],\n  "generatedAt": ${JSON.stringify(generatedAt)}\n}\n`;
}

const pretty = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** The three files, name to exact content; each answer is checked against its schema first. */
export function buildBackendSnapshot(): Record<'countries' | 'currencies' | 'corridors', string> {
  const countriesFile = countriesAnswer.parse({ countries, generatedAt: GENERATED_AT });
  const currenciesFile = currenciesAnswer.parse({ currencies, generatedAt: GENERATED_AT });
  const corridorsFile = corridorsAnswer.parse({ corridors: buildCorridors(), generatedAt: GENERATED_AT });
  return {
    countries: pretty(countriesFile),
    currencies: pretty(currenciesFile),
    corridors: compactList('corridors', corridorsFile.corridors, corridorsFile.generatedAt),
  };
}

function writeBackendSnapshot(dir = backendDir): Record<string, number> {
  mkdirSync(dir, { recursive: true });
  const sizes: Record<string, number> = {};
  for (const [name, text] of Object.entries(buildBackendSnapshot())) {
    const file = join(dir, `${name}.json`);
    writeFileSync(file, text);
    sizes[name] = Buffer.byteLength(text);
  }
  return sizes;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = writeBackendSnapshot();
  for (const [name, bytes] of Object.entries(sizes)) console.log(`${join(dirname(backendDir), 'backend', `${name}.json`)}  ${bytes} bytes`);
}

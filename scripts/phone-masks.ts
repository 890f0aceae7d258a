// Writes src/domain/phone-masks.json: one mask per country (sender-flows §3 "phone masks per country,
// keyed by lowercase country code"), made from libphonenumber-js's data rather than kept by hand:
// the country's example mobile number in international format, its digits turned into '#'.
// Each calling code's main country comes first (the order libphonenumber keeps), so a number is
// read as +1 US, +7 RU, +44 GB. Run after upgrading libphonenumber-js:
//   node scripts/phone-masks.ts
// tests/unit/domain/phone-input.test.ts checks the committed table is what this writes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import metadata from 'libphonenumber-js/metadata.max.json';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getExampleNumber } from 'libphonenumber-js/max';

/** [code, calling code, mask] rows: the compact form the browser loads. */
type MaskRow = [code: string, prefix: string, mask: string];

export function phoneMaskRows(): MaskRow[] {
  const rows: MaskRow[] = [];
  for (const [prefix, countries] of Object.entries(metadata.country_calling_codes)) {
    for (const country of countries) {
      if ((country as string) === '001') continue; // non-geographic numbers (satellite, UIFN) have no country to pick
      const example = getExampleNumber(country, examples);
      const national = example ? example.formatInternational().replace(/^\+\d+\s*/, '') : '';
      rows.push([country.toLowerCase(), prefix, national.replace(/\d/g, '#').replace(/[^#]+/g, ' ').trim()]);
    }
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = phoneMaskRows();
  const target = new URL('../src/domain/phone-masks.json', import.meta.url);
  writeFileSync(target, `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`);
  console.log(`wrote ${rows.length} masks to ${fileURLToPath(target)}`);
}

// The "mobile" metadata of libphonenumber-js cut by calling code, at build time: the browser fetches
// the part of the calling codes its phone fields need (/data/phone/{code}.json) instead of the
// whole metadata (src/lib/phone-rules-by-code.ts).
import metadata from 'libphonenumber-js/mobile/metadata';
import type { CallingCodes, PhoneMetadataPart } from './phone-rules-of.ts';

/** Every calling code with a part: the countries' codes and the non-geographic ones ('800'). */
export function phoneCallingCodes(): string[] {
  return Object.keys(callingCodes);
}

/** Every calling code's countries; the non-geographic codes ('800') have none. */
const callingCodes: CallingCodes = { ...Object.fromEntries(Object.keys(metadata.nonGeographic).map((code) => [code, []])), ...metadata.country_calling_codes };

/** The metadata of one calling code's countries (all of them: a number's country is told by its digits). */
export function phoneMetadataPart(code: string): PhoneMetadataPart | undefined {
  const countries = metadata.country_calling_codes[code];
  const nonGeographic = metadata.nonGeographic[code];
  if (!countries && !nonGeographic) return undefined;
  return {
    code,
    metadata: {
      version: metadata.version,
      country_calling_codes: countries ? { [code]: countries } : {},
      countries: Object.fromEntries((countries ?? []).flatMap((country) => (metadata.countries[country] ? [[country, metadata.countries[country]]] : []))),
      nonGeographic: nonGeographic ? { [code]: nonGeographic } : {},
    },
    callingCodes,
  };
}

// The phone rules over libphonenumber-js's whole "mobile" metadata (34 KB gzip with the functions
// used): the public site's invite form loads them on demand (src/lib/load-phone-rules.ts), and they
// are what the rules of one calling code at a time answer as (src/lib/phone-rules-by-code.ts).
import metadata from 'libphonenumber-js/mobile/metadata';
import { phoneRulesOf } from './phone-rules-of.ts';

export const phoneRules = phoneRulesOf(metadata);

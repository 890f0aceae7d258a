// The phone rules load on demand (their metadata is 34 KB gzip): a phone field asks for them when it
// appears, and reads them from here once they have arrived.
import type { PhoneRules } from '../domain/phone-number.ts';

let loaded: PhoneRules | null = null;
let loading: Promise<PhoneRules> | null = null;

/** The rules if they have arrived, else null (a check then leaves the number to the server). */
export function phoneRulesNow(): PhoneRules | null {
  return loaded;
}

export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('./phone-rules.ts')
    .then((module) => (loaded = module.phoneRules))
    .catch((error: unknown) => {
      // A failed chunk (offline, a deploy in between) may be asked for again later.
      loading = null;
      throw error;
    });
  return loading;
}

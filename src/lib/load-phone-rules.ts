// The whole phone rules load on demand (their metadata is 34 KB gzip): the public site's invite form
// asks for them on its first keystroke, and reads them from here once they have arrived. The /auth
// app takes the metadata one calling code at a time (src/lib/phone-rules-by-code.ts).
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

// The phone rules in the browser, one calling code at a time: a phone field fetches the metadata of
// its country's calling code (/data/phone/{code}.json, 1.5 KB gzip, src/lib/phone-metadata.ts)
// instead of libphonenumber-js's whole metadata (24 KB gzip); a number of another calling code
// typed or pasted fetches that code's part, and the field reads it again when it has arrived.
import { phoneRule } from '../domain/phone-check.ts';
import type { PhoneRules } from '../domain/phone-number.ts';
import { metadataOfParts, phoneRulesOf, type PhoneMetadataPart } from './phone-rules-of.ts';
import { providePhoneRule, providePhoneRulesSettled } from './phone-rules-now.ts';

const parts = new Map<string, Promise<PhoneMetadataPart>>();
const arrived: PhoneMetadataPart[] = [];
let rules: PhoneRules | null = null;
const listeners = new Set<() => void>();
// Parts on their way, which a submit waits for (src/lib/phone-rules-now.ts).
const pending = new Set<Promise<PhoneMetadataPart>>();
/** How long a submit waits for parts on their way before leaving the number to the server. */
const SUBMIT_WAIT_MS = 5000;
/** Resolves when no part is on its way, including parts asked for while waiting (a '+44…' number read with the +63 part asks for +44's). */
async function nonePending(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
providePhoneRulesSettled(() => (pending.size ? Promise.race([nonePending(), new Promise<void>((resolve) => setTimeout(resolve, SUBMIT_WAIT_MS))]) : null));

/** The rules with the metadata arrived so far, or null before any has. */
export function phoneRulesNow(): PhoneRules | null {
  return rules;
}

/** Whether the rules have a calling code's metadata. */
export function phoneRulesKnow(code: string): boolean {
  return arrived.some((part) => part.code === code);
}

/** Calls `listener` whenever a calling code's metadata arrives; returns the unsubscribe. */
export function onPhoneRules(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function fetchPart(code: string): Promise<PhoneMetadataPart> {
  return fetch(`/data/phone/${code}.json`).then((response) => {
    if (!response.ok) throw new Error(`Phone metadata of +${code}: ${response.status}`);
    return response.json() as Promise<PhoneMetadataPart>;
  });
}

function arrive(part: PhoneMetadataPart): void {
  arrived.push(part);
  const ask = (other: string) => void loadPhoneRulesOf(other).catch(() => {});
  const next = phoneRulesOf(metadataOfParts(arrived), { callingCodes: part.callingCodes, ask });
  rules = next;
  providePhoneRule((value, values) => phoneRule(next, value, values));
  for (const listener of listeners) listener();
}

/** The rules with the metadata of a calling code ('63'), once it has arrived. */
export function loadPhoneRulesOf(code: string): Promise<PhoneRules> {
  let part = parts.get(code);
  if (!part) {
    part = fetchPart(code).then(
      (loaded) => {
        arrive(loaded);
        return loaded;
      },
      (error: unknown) => {
        // Offline, or a deploy in between: the part may be asked for again later.
        parts.delete(code);
        throw error;
      },
    );
    parts.set(code, part);
    pending.add(part);
    const done = () => pending.delete(part!);
    part.then(done, done);
  }
  return part.then(() => rules!);
}

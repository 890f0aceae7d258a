/**
 * The forms engine's English strings (and the signed-in calculator's) by the part of the code that shows them. The /auth shell
 * carries what any form may show; a part loaded on demand (src/ui/forms/on-demand.tsx) brings its
 * own words, so the sign-in screen does not load the phone picker's or the error hint's. An entry is
 * a key (`forms::hint.title`) or, ending in a dot, every key under it (`forms::phone.`). The shell's
 * part is every key no other part names. Other languages load whole files (the forms namespaces).
 */
export const STRING_PARTS = {
  /** The phone input: its country picker, and the phone rule's messages (a phone field is always one). */
  'phone-input': ['forms::phone.', 'validation::phone.short', 'validation::phone.long', 'validation::phone.length', 'validation::phone.otherCountry', 'validation::phone.excluded'],
  /** The error hint's popup and its report's thanks (the button opening it is the shell's). */
  'error-hint': ['forms::hint.title', 'forms::hint.report', 'forms::hint.reportSent.', 'forms::hint.gotIt'],
  /** The new card's rules (the pay form); a card the server refused is the shell's (any form's card number). */
  'card-fields': ['validation::card.number', 'validation::card.expiryFormat', 'validation::card.expiryMonth', 'validation::card.expired', 'validation::card.cvv'],
  /** The recipient's bank account rule (the send form). */
  'bank-account': ['validation::account.'],
  /** The signed-in calculator's share of the landing namespace (the landing island carries the whole file). */
  'money-calculator': ['landing::calculator.', 'landing::amount.', 'landing::menu.', 'landing::method.', 'landing::fresh.', 'landing::tariff.'],
} as const satisfies Record<string, readonly string[]>;

export type StringPart = keyof typeof STRING_PARTS | 'shell';

function named(entry: string, namespace: string, key: string): boolean {
  const [ns, rest] = entry.split('::') as [string, string];
  return ns === namespace && (rest.endsWith('.') ? key.startsWith(rest) : key === rest);
}

/** The part an English string of `namespace` travels with. */
export function stringPartOf(namespace: string, key: string): StringPart {
  for (const [part, entries] of Object.entries(STRING_PARTS)) if (entries.some((entry) => named(entry, namespace, key))) return part as StringPart;
  return 'shell';
}

/** The strings of one namespace's file that travel with `part`. */
export function stringsOfPart(namespace: string, strings: Record<string, string>, part: StringPart): Record<string, string> {
  return Object.fromEntries(Object.entries(strings).filter(([key]) => stringPartOf(namespace, key) === part));
}

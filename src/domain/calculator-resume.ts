// Where a visitor who pressed the calculator button continues once signed in (public-site §2):
// the reading back of the start path calculator-start.ts writes. Apart from it so the landing's
// first load does not carry code only the sign-in and registration screens run.

const START_QUERY_KEYS = ['fromCurrId', 'toCurrId', 'amount', 'isFrom', 'deliveryMethod', 'lang'] as const;

/**
 * Where a visitor who came from the calculator button continues once signed in or registered: the
 * signed-in form of the same corridor and amount, read back from the registration or login query
 * that `startPath` wrote. Null when the query does not come from the calculator.
 */
export function startAfterSignIn(search: string): string | null {
  const query = new URLSearchParams(search);
  const kind = query.get('from_page');
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  if ((kind !== 'send' && kind !== 'request') || !/^[a-z]{2}$/.test(from) || !/^[a-z]{2}$/.test(to)) return null;
  const next = new URLSearchParams();
  for (const key of START_QUERY_KEYS) {
    const value = query.get(key);
    if (value !== null && /^[0-9A-Za-z._-]{1,30}$/.test(value)) next.set(key, value);
  }
  const lang = next.get('lang');
  next.delete('lang');
  next.set('from_page', kind);
  if (lang) next.set('lang', lang);
  return `/auth/${kind}/${from}/${to}?${next}`;
}

/** The query a sign-in or registration link keeps, so switching between the two keeps the corridor. */
export function startQuery(search: string): string {
  return startAfterSignIn(search) === null ? '' : search;
}

/** The sending country (lower-case ISO code) a calculator start path names, so registration can preselect it; null otherwise. */
export function startCountry(search: string): string | null {
  return startAfterSignIn(search) === null ? null : new URLSearchParams(search).get('from');
}

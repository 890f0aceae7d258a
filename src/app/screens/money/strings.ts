import english from '../../../../public/locales/en/money.json';
import type { Translate } from '../../../i18n/runtime.ts';
import { useNamespace } from '../../../i18n/use-namespace.ts';

/**
 * The money screens' UI strings (namespace `money`, public/locales/{lang}/money.json): English is
 * built into these screens' chunk; the visitor's language is fetched the first time a money screen
 * shows, so the /auth shell's first JavaScript carries none of it. A file that fails leaves English.
 */
export type MoneyTranslate = Translate<'money'>;

export function useMoneyT(): MoneyTranslate {
  return useNamespace('money', english);
}

import english from '../../../../public/locales/en/account.json' with { type: 'json' };
import type { Translate } from '../../../i18n/runtime.ts';
import { preloadNamespace, useNamespace } from '../../../i18n/use-namespace.ts';

/**
 * The account screens' strings (namespace `account`, public/locales/{lang}/account.json). English
 * travels in this chunk, so the app's first load carries none of it; another language is fetched
 * once, before the first account screen renders (the route table loads it with the screen).
 */
export type AccountTranslate = Translate<'account'>;

export function loadAccountStrings(): Promise<void> {
  return preloadNamespace('account', english);
}

export function useAccountT(): AccountTranslate {
  return useNamespace('account', english);
}

import english from '../../../../public/locales/en/landing.json?strings=money-calculator';
import type { Translate } from '../../../i18n/runtime.ts';
import { useNamespace } from '../../../i18n/use-namespace.ts';

/**
 * The calculator's own strings (namespace `landing`: amounts, menus, figures, methods), the same
 * translations the landing calculator shows, so the signed-in calculator reads the same; in English
 * only its own keys travel with it (src/i18n/string-parts.ts), not the landing page's texts.
 */
export function useCalculatorStrings(): Translate<'landing'> {
  return useNamespace('landing', english);
}

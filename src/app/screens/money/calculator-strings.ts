import english from '../../../../public/locales/en/landing.json';
import { namespaceStore, useNamespace } from '../../../i18n/use-namespace.ts';
import { useStore } from '@nanostores/react';

/**
 * The calculator's own strings (namespace `landing`: amounts, menus, figures, methods), the same
 * translations the landing calculator shows, so the signed-in calculator reads the same.
 */
export function useCalculatorStrings(): Record<string, string> {
  useNamespace('landing', english);
  return useStore(namespaceStore('landing', english));
}

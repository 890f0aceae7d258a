import { useEffect } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import english from '../../../../public/locales/en/landing.json';
import { $lang } from '../../strings.ts';
import { loadNamespace } from './strings.ts';

/**
 * The calculator's own strings (namespace `landing`: amounts, menus, figures, methods), the same
 * translations the landing calculator shows, so the signed-in calculator reads the same.
 */
const $landing = atom<Record<string, string>>(english);

export function useCalculatorStrings(): Record<string, string> {
  const lang = useStore($lang);
  const strings = useStore($landing);
  useEffect(() => loadNamespace($landing, 'landing', lang, english), [lang]);
  return strings;
}

import forms from '../../../public/locales/en/forms.json?strings=shell';
import validation from '../../../public/locales/en/validation.json?strings=shell';
import { interpolate } from '../../i18n/runtime.ts';
import type { Translate } from './types.ts';

const english: Record<string, Record<string, string>> = { forms: { ...forms }, validation: { ...validation } };

/**
 * Adds the English strings a part loaded on demand shows (src/i18n/string-parts.ts), when it loads.
 */
export function addEnglish(namespace: 'forms' | 'validation', strings: Record<string, string>): void {
  Object.assign(english[namespace]!, strings);
}

/**
 * The engine's English strings, for screens that pass no translator (and for tests): only the two
 * namespaces it reads, the shell's and those of the parts loaded so far. (src/i18n/translate.ts is
 * not imported: it bundles every language.)
 */
export const englishTranslate: Translate = (fullKey, params = {}) => {
  const at = fullKey.indexOf('::');
  const [ns, key] = at === -1 ? ['common', fullKey] : [fullKey.slice(0, at), fullKey.slice(at + 2)];
  return interpolate(english[ns]?.[key] ?? key, params);
};

/** Whether the engine has a label for a field name (forms::label.{name}). */
export function hasKnownLabel(name: string): boolean {
  return `label.${name}` in forms;
}

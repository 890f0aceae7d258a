import { useEffect } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import english from '../../../../public/locales/en/request.json';
import { $lang, type Translate } from '../../strings.ts';
import { fill, loadNamespace } from './strings.ts';

/**
 * The requester's page's strings (namespace `request`): their own file, so the send page's first
 * JavaScript does not carry them. English is built in; the visitor's language is fetched once.
 */
const $request = atom<Record<string, string>>(english);

export function useRequestT(): Translate {
  const lang = useStore($lang);
  const strings = useStore($request);
  useEffect(() => loadNamespace($request, 'request', lang, english), [lang]);
  return (key, params) => fill(strings[key] ?? key, params);
}

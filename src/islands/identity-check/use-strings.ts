import { useEffect, useMemo, useState } from 'react';
import { languages } from '../../i18n/languages.ts';
import { loadNamespace, translator, type Strings, type Translate } from '../../i18n/runtime.ts';
import { visitorLanguage } from '../../i18n/visitor-language.ts';

/**
 * The page's strings in the visitor's language (sender-flows §1 detection): the shell is built once,
 * in English, and the `identity` namespace of another language is fetched at run time.
 */
export function useStrings(english: Strings): { t: Translate<'identity'>; tag: string } {
  const [s, setStrings] = useState(english);
  const [tag, setTag] = useState('en');
  useEffect(() => {
    const lang = visitorLanguage();
    if (lang === 'en') return;
    void loadNamespace(lang, 'identity', english).then((own) => {
      setStrings(own);
      setTag(languages[lang].tag);
      document.documentElement.lang = languages[lang].tag;
    });
  }, [english]);
  const t = useMemo(() => translator<'identity'>(s), [s]);
  return { t, tag };
}

import { useEffect, useMemo, useState } from 'react';
import { requestCallPath, requestRouteOf } from '../../domain/request-page.ts';
import { languages } from '../../i18n/languages.ts';
import { loadNamespace, translator, type Strings, type Translate } from '../../i18n/runtime.ts';
import { visitorLanguage } from '../../i18n/visitor-language.ts';

/** What the page data call answers (src/api/schemas/public.ts requestPage), as far as the page reads it. */
export interface RequestPageData {
  status: string;
  avatar: string | null;
  country_code: string;
  headerText: string;
  currencyCode: string;
  comment: string;
  formatedAmount: string;
  promo_text: string | null;
  continueWeb: string | null;
  downloadLink: string | null;
  getApp: string | null;
  fromFi: string;
  fromName: string;
  errorText: string | null;
  homePage: string;
  billId: number;
}

type RequestState = { phase: 'loading' } | { phase: 'open'; page: RequestPageData } | { phase: 'error'; text: string; home: string };

/**
 * Loads a shared payment request (public-site §2, §7, §8): the route and key from the address, the
 * page data from its call, the strings in the visitor's language (sender-flows §1 detection; the
 * shell is built once, in English). A success status shows the request; any other status, or a
 * failed call, the error screen with the server's text (it names the bill id) or ours.
 */
export function useRequestPage(english: Strings): { state: RequestState; t: Translate<'landing'>; tag: string } {
  const [state, setState] = useState<RequestState>({ phase: 'loading' });
  const [s, setStrings] = useState(english);
  const [tag, setTag] = useState('en');
  useEffect(() => {
    const lang = visitorLanguage();
    const strings = loadNamespace(lang, 'landing', english);
    const found = requestRouteOf(location.pathname);
    const page = found
      ? fetch(requestCallPath(found.route, found.key), { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
          .then((r) => r.json() as Promise<RequestPageData>)
          .catch(() => null)
      : Promise.resolve(null);
    void Promise.all([strings, page]).then(([text, data]) => {
      setStrings(text);
      if (lang !== 'en') {
        setTag(languages[lang].tag);
        document.documentElement.lang = languages[lang].tag;
      }
      const key = found?.key ?? location.pathname.slice(1);
      if (data && typeof data.status === 'string' && data.status === 'success') setState({ phase: 'open', page: data });
      else setState({ phase: 'error', text: data?.errorText ?? translator<'landing'>(text)('request.failed', { key }), home: data?.homePage ?? '/' });
    });
  }, [english]);
  const t = useMemo(() => translator<'landing'>(s), [s]);
  return { state, t, tag };
}

// Cookie consent and the consented scripts' loader (public-site §1, §7, §9).
import { consentCookie, mayLoad, parseConsent, type Consent, type ConsentCategory } from '../../domain/consent.ts';
import { events, poll, shouldLogVisit, visitCookie, visitEventAmong } from '../../domain/analytics-events.ts';

/** Given by the page: the configured script of each category (none by default), the site languages. */
declare const CONSENT: { scripts: Record<ConsentCategory, string | null>; langs: readonly string[] };
interface MarketingSdk {
  logEvent: (name: string, properties: object) => void;
}

const categories: readonly ConsentCategory[] = ['analytics', 'marketing'];
const box = document.getElementById('cookie-consent');
if (box) {
  const stored = parseConsent(document.cookie);
  if (stored.decided) load(stored);
  else ask(box);
}

function ask(box: HTMLElement): void {
  box.hidden = false;
  box.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-consent]') : null;
    if (!button) return;
    const granted = (button.getAttribute('data-consent') ?? '').split('.').filter((c): c is ConsentCategory => categories.includes(c as ConsentCategory));
    const cookie = consentCookie(granted);
    document.cookie = cookie;
    box.hidden = true;
    load(parseConsent(cookie));
  });
}

function load(consent: Consent): void {
  for (const category of categories) {
    const src = CONSENT.scripts[category];
    if (!src || !mayLoad(category, consent)) continue;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  }
  if (CONSENT.scripts.marketing && mayLoad('marketing', consent) && shouldLogVisit(document.cookie)) {
    poll(() => (window as { marketingSdk?: MarketingSdk }).marketingSdk, logVisit);
  }
}

/** The visit event, once per browser: a cookie marks the visit logged. */
function logVisit(sdk: MarketingSdk | undefined): void {
  if (!sdk || !shouldLogVisit(document.cookie)) return;
  // A region prefix is `{language}-{country}`; unprefixed pages are the default region's.
  const [, lang = document.documentElement.lang.split('-')[0] ?? '', country = 'gb'] = /^\/([a-z]{2})-([a-z]{2})(?:\/|$)/.exec(location.pathname) ?? [];
  sdk.logEvent(events.visit, visitEventAmong({ url: location.href, title: document.title, lang, country: country.toUpperCase(), now: new Date() }, CONSENT.langs));
  document.cookie = visitCookie();
}

import type { ThirdPartyConfig } from './third-party.ts';

/**
 * The consent banner's inline script (public-site §1, §7, §9), built from the third-party config so
 * its hash is known before pages render. Nothing loads until the visitor chooses; a stored choice
 * loads its scripts at once. With the marketing SDK loaded, the visit event is logged once: the SDK
 * global is polled every 700 ms, 5 tries, and a cookie (525600 days) marks the visit as logged.
 * The rules are those of src/domain/consent.ts and src/domain/analytics.ts, which the tests pin.
 */
export function consentScript(config: ThirdPartyConfig): string {
  const scripts = JSON.stringify({ analytics: config.analyticsScriptUrl, marketing: config.marketingSdkUrl });
  return `(function () {
  var scripts = ${scripts};
  var box = document.getElementById('cookie-consent');
  if (!box) return;
  function load(list) {
    list.forEach(function (category) {
      if (!scripts[category]) return;
      var s = document.createElement('script');
      s.src = scripts[category]; s.async = true;
      document.head.appendChild(s);
    });
    if (list.indexOf('marketing') >= 0 && scripts.marketing) logVisit(0);
  }
  function logVisit(tries) {
    if (/(?:^|;\\s*)visitLogged=1(?:;|$)/.test(document.cookie)) return;
    var sdk = window.marketingSdk;
    if (!sdk) { if (tries < 4) setTimeout(function () { logVisit(tries + 1); }, 700); return; }
    var country = (location.pathname.match(/^\\/[a-z]{2}-([a-z]{2})(?:\\/|$)/) || [0, 'gb'])[1].toUpperCase();
    sdk.logEvent('Web Visit', { web_url: location.href, web_name: document.title, language: document.documentElement.lang.split('-')[0], country: country, time: new Date().toISOString() });
    document.cookie = 'visitLogged=1; Path=/; Max-Age=' + 525600 * 86400 + '; SameSite=Lax';
  }
  var m = document.cookie.match(/(?:^|;\\s*)cookieConsent=([a-z.]+)/);
  if (m) { load(m[1] === 'none' ? [] : m[1].split('.')); return; }
  box.hidden = false;
  box.addEventListener('click', function (e) {
    var b = e.target.closest && e.target.closest('button[data-consent]');
    if (!b) return;
    var list = b.getAttribute('data-consent') ? b.getAttribute('data-consent').split('.') : [];
    document.cookie = 'cookieConsent=' + (list.length ? list.join('.') : 'none') + '; Path=/; Max-Age=31536000; SameSite=Lax';
    box.hidden = true;
    load(list);
  });
})();`;
}

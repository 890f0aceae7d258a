import { createHash } from 'node:crypto';
import { consentScript, withPageValues } from './consent-script.ts';
import { thirdParty } from './third-party.ts';
import { videoEmbedHosts } from '../content/url-hosts.ts';
import { DRAFT_KEY, STORAGE_KEYS } from '../domain/storage-keys.ts';
import carousel from './inline/carousel.ts?inline-script';
import dialogs from './inline/dialogs.ts?inline-script';
import header from './inline/header.ts?inline-script';
import helpApp from './inline/help-app.ts?inline-script';
import inviteTitle from './inline/invite-title.ts?inline-script';
import session from './inline/session.ts?inline-script';
import referralCookie from './inline/referral-cookie.ts?inline-script';
import termLinks from './inline/term-links.ts?inline-script';
import theme from './inline/theme.ts?inline-script';
import themeSwitch from './inline/theme-switch.ts?inline-script';

/** What a session leaves in this browser (the app's stores clear the same at its logout). */
const SIGNED_IN_STORAGE = { local: Object.values(STORAGE_KEYS), session: [DRAFT_KEY] };

/**
 * The few inline scripts of the static pages (no external JS before interaction). Astro hashes
 * only the scripts it bundles, and the CSP meta tag is written before the body renders, so the
 * layout registers every hash here up front; `InlineScript` renders the exact same text.
 * Scripts that apply a domain rule are bundled from their entry in ./inline/ (which imports the
 * rule) at build time; the few with no rule of their own stay written out here.
 */
export const inlineScripts = {
  /**
   * public-site §6: the backend sets the readable `authUser=1` beside its HttpOnly session cookie at
   * login and clears it at logout. Marking the root before the body renders lets CSS show the
   * signed-in header items instead of the visitor's with no layout shift. The /auth app keeps the
   * mark in step with its session afterwards (src/app/shell-sync.ts).
   */
  session,
  /**
   * public-site §2 header: the burger toggles the mobile navigation and a body class; Escape closes
   * it; the header is fixed after 50 px of scroll (its slot keeps the height, so nothing jumps);
   * open header dropdowns close on an outside click or Escape (public-site §4); picking a link closes
   * the mobile navigation (the /auth app changes its routes in place).
   * Log out (sender-flows §2, §7): the /auth app takes the header's button through a cancelable
   * event (its stores, spinner and snackbar); on a static page this ends the session itself:
   * GET /logout, the session's traces in storage dropped, home; a failure says so beside the button.
   */
  header: withPageValues(header, { SIGNED_IN_STORAGE }),
  /**
   * Static popups and modals are <dialog>s opened by invoker buttons (commandfor/command) and closed
   * by Escape, the close button, a click on the overlay (closedby="any") or, for popups, a 20 px
   * swipe down (public-site §4). This adds what a browser lacks of those, and the swipe.
   */
  dialogs,
  /** Theme switcher (sender-flows §1): remembers light, dark or system in localStorage and a cookie. */
  themeSwitch,
  /**
   * Carousels (public-site §4, §9): CSS scroll-snap does the sliding; this advances each autoplay
   * carousel every 3000 ms below its width limit, paused on hover, on focus inside, when the tab is
   * hidden, and never with prefers-reduced-motion.
   */
  carousel,
  /** Video section (public-site §4): the play button swaps the preview for the frame, autoplaying. */
  video: `/* Only https on the embed hosts becomes a frame address (the content schemas allow no other). */
var videoHosts = ${JSON.stringify(videoEmbedHosts)};
function videoSrc(text) {
  var src;
  try { src = new URL(text); } catch (e) { return null; }
  if (src.protocol !== 'https:' || videoHosts.indexOf(src.hostname) < 0) return null;
  src.searchParams.set('autoplay', '1');
  return src.href;
}
document.addEventListener('click', function (e) {
  var button = e.target.closest && e.target.closest('[data-video-play]');
  if (!button) return;
  var src = videoSrc(button.getAttribute('data-video-play'));
  if (!src) return;
  var frame = document.createElement('iframe');
  frame.src = src;
  frame.title = button.getAttribute('data-video-title');
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.className = 'video-frame';
  button.parentElement.replaceWith(frame);
  frame.focus();
});
/* Video modal: the frame gets its address only while the modal is open, so closing stops playback. */
document.querySelectorAll('dialog[data-video-src]').forEach(function (dialog) {
  dialog.addEventListener('toggle', function () {
    var frame = dialog.querySelector('iframe');
    var src = dialog.open && videoSrc(dialog.getAttribute('data-video-src'));
    if (src) frame.src = src; else frame.removeAttribute('src');
  });
});`,
  /** Saved theme before first paint (sender-flows §1 "user theme"; public-site §2 `mode` query). */
  theme,
  /**
   * public-site §2: the footer's country link (and the picker's "other countries" link) remembers the
   * current page slug as the previous slug, and where each region's link of the select-region page
   * should lead from this page (computed at build time, src/domain/language-switch.ts).
   */
  rememberSlug: `document.addEventListener('click', function (event) {
  if (!(event.target instanceof Element) || !event.target.closest('[data-remember-slug]')) return;
  var targets = document.querySelector('[data-region-targets]');
  try {
    sessionStorage.setItem('previousSlug', location.pathname.replace(/^\\/[a-z]{2}-[a-z]{2}(?=\\/|$)/, '') || '/');
    if (targets) sessionStorage.setItem('regionTargets', targets.getAttribute('data-region-targets'));
    else sessionStorage.removeItem('regionTargets');
  } catch (e) {}
});`,
  /**
   * public-site §2: each select-region link leads to the previous page's equivalent in its region (or
   * that region's nearest parent page); without a remembered page it stays the region's home.
   */
  regionLinks: `(function () {
  var pairs = [], targets = Object.create(null);
  try { pairs = (sessionStorage.getItem('regionTargets') || '').split(' '); } catch (e) {}
  for (var i = 0; i + 1 < pairs.length; i += 2) targets[pairs[i]] = pairs[i + 1];
  document.querySelectorAll('[data-region-link]').forEach(function (a) {
    var href = targets[a.getAttribute('data-region-link')];
    if (href && /^\\/(?!\\/)[\\w\\-\\/]*$/.test(href)) a.setAttribute('href', href);
  });
})();`,
  /**
   * public-site §2 invite: the hero title names the inviter from the `n` query parameter, set as
   * text (never markup); the domain rule cleans and shortens it. The template keeps `{name}`.
   */
  inviteTitle,
  /** public-site §2, §9 referral: a strict code in the final segment becomes the invite_code cookie. */
  referralCookie,
  /** public-site §9: term links carry a cache-busting parameter that changes every 10 minutes. */
  termLinks,
  /**
   * public-site §4 payment options: the region filter starts on 'all regions' and hides the other
   * regions' countries; each country's payment-type dropdown shows that type's methods only.
   */
  paymentOptions: `(function () {
  document.querySelectorAll('[data-payment-options]').forEach(function (section) {
    var filter = section.querySelector('[data-payment-region-filter]');
    function applyRegion() {
      section.querySelectorAll('details[data-region]').forEach(function (item) {
        var shown = filter.value === '' || item.getAttribute('data-region') === filter.value;
        item.hidden = !shown;
        if (!shown) item.open = false;
      });
    }
    function applyType(select) {
      select.closest('details').querySelectorAll('[data-payment-group]').forEach(function (group) { group.hidden = group.getAttribute('data-payment-group') !== select.value; });
    }
    filter.value = '';
    applyRegion();
    filter.addEventListener('change', applyRegion);
    section.querySelectorAll('[data-payment-type]').forEach(function (select) {
      applyType(select);
      select.addEventListener('change', function () { applyType(select); });
    });
  });
})();`,
  /**
   * Configured third-party widgets (reviews, job board; public-site §7): each script is added once,
   * when its container first comes near the viewport, so a page loads no third-party code before.
   */
  widgets: `(function () {
  var boxes = document.querySelectorAll('[data-widget-src]');
  if (!boxes.length || !('IntersectionObserver' in window)) return;
  var observer = new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (!entry.isIntersecting) return;
      observer.unobserve(entry.target);
      var src = entry.target.getAttribute('data-widget-src');
      if (document.querySelector('script[src="' + src + '"]')) return;
      var script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    });
  }, { rootMargin: '200px' });
  boxes.forEach(function (box) { observer.observe(box); });
})();`,
  /**
   * public-site §8: a broken avatar image falls back to a text symbol (the person's initials, kept
   * on the avatar box), whether it failed before this script ran or fails later (lazy images).
   */
  avatarFallback: `(function () {
  function fallback(img) {
    var box = img.closest('[data-avatar-symbol]');
    if (!box) return;
    var symbol = document.createElement('span');
    symbol.className = 'symbol';
    symbol.setAttribute('aria-hidden', 'true');
    symbol.textContent = box.getAttribute('data-avatar-symbol');
    img.replaceWith(symbol);
  }
  document.querySelectorAll('img[data-avatar]').forEach(function (img) { if (img.complete && img.naturalWidth === 0) fallback(img); });
  document.addEventListener('error', function (e) { if (e.target.matches && e.target.matches('img[data-avatar]')) fallback(e.target); }, true);
})();`,
  /** Cookie consent and the consented scripts' loader (rendered only when a service needs consent). */
  consent: consentScript(thirdParty),
  /**
   * Help centre in the native app (public-site §2): `platform=ios|android` marks the root before paint
   * (the mobile close button hides) and is kept on every help link; the app's user email (`email`)
   * is kept for the session so the article vote can use it (rules of src/domain/help-links.ts).
   */
  helpApp,
} as const;

export type InlineScriptName = keyof typeof inlineScripts;

export function scriptHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code).digest('base64')}`;
}

export const inlineScriptHashes = Object.values(inlineScripts).map(scriptHash);

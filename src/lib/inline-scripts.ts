import { createHash } from 'node:crypto';
import { consentScript } from './consent-script.ts';
import { thirdParty } from './third-party.ts';
import { inviterName } from '../domain/invite.ts';
import { referralCodeFromPath, referralCookie } from '../domain/referral.ts';
import { cacheBustedUrl } from '../domain/term-links.ts';
import { videoEmbedHosts } from '../content/url-hosts.ts';
import { LOGOUT_EVENT, SESSION_HINT_COOKIE } from '../domain/menu.ts';
import { DRAFT_KEY, STORAGE_KEYS } from '../domain/storage-keys.ts';

/** What a session leaves in this browser (the app's stores clear the same at its logout). */
const SIGNED_IN_STORAGE = { local: Object.values(STORAGE_KEYS), session: [DRAFT_KEY] };

/**
 * The few inline scripts of the static pages (no external JS before interaction). Astro hashes
 * only the scripts it bundles, and the CSP meta tag is written before the body renders, so the
 * layout registers every hash here up front; `InlineScript` renders the exact same text.
 */
export const inlineScripts = {
  /**
   * public-site §6: the backend sets the readable `authUser=1` beside its HttpOnly session cookie at
   * login and clears it at logout. Marking the root before the body renders lets CSS show the
   * signed-in header items instead of the visitor's with no layout shift. The /auth app keeps the
   * mark in step with its session afterwards (src/app/shell-sync.ts).
   */
  session: `(function () {
  function mark() {
    var root = document.documentElement;
    if (/(?:^|;\\s*)authUser=1(?:;|$)/.test(document.cookie)) root.dataset.session = 'user';
    else delete root.dataset.session;
  }
  mark();
  // A page restored from the back-forward cache keeps its old header: sign-in or logout since then.
  addEventListener('pageshow', function (e) { if (e.persisted) mark(); });
})();`,
  /**
   * public-site §2 header: the burger toggles the mobile navigation and a body class; Escape closes
   * it; the header is fixed after 50 px of scroll (its slot keeps the height, so nothing jumps);
   * open header dropdowns close on an outside click or Escape (public-site §4); picking a link closes
   * the mobile navigation (the /auth app changes its routes in place).
   * Log out (sender-flows §2, §7): the /auth app takes the header's button through a cancelable
   * event (its stores, spinner and snackbar); on a static page this ends the session itself:
   * GET /logout, the session's traces in storage dropped, home; a failure says so beside the button.
   */
  header: `(function () {
  var header = document.querySelector('[data-header]');
  var burger = document.querySelector('[data-burger]');
  if (!header) return;
  function setNav(open) {
    if (!burger) return;
    burger.setAttribute('aria-expanded', String(open));
    burger.setAttribute('aria-label', burger.getAttribute(open ? 'data-label-close' : 'data-label-open'));
    document.body.classList.toggle('nav-open', open);
  }
  if (burger) burger.addEventListener('click', function () { setNav(burger.getAttribute('aria-expanded') !== 'true'); });
  var slot = header.parentElement, ticking = false;
  function onScroll() {
    ticking = false;
    var fixed = window.scrollY > 50;
    if (fixed && !header.classList.contains('is-fixed')) slot.style.minHeight = header.offsetHeight + 'px';
    header.classList.toggle('is-fixed', fixed);
  }
  addEventListener('scroll', function () { if (!ticking) { ticking = true; requestAnimationFrame(onScroll); } }, { passive: true });
  onScroll();
  document.addEventListener('click', function (e) {
    document.querySelectorAll('details[data-dropdown][open]').forEach(function (d) { if (!d.contains(e.target)) d.open = false; });
    var t = e.target.closest ? e.target : e.target.parentElement;
    if (t && t.closest('#site-nav a[href]')) setNav(false);
    var out = t && t.closest('[data-logout]');
    if (out && out.dispatchEvent(new CustomEvent('${LOGOUT_EVENT}', { bubbles: true, cancelable: true }))) logout(out);
  });
  function logout(button) {
    var status = document.querySelector('[data-logout-status]');
    button.disabled = true;
    if (status) status.textContent = '';
    fetch('/logout', { credentials: 'include', headers: { Accept: 'application/json' } }).then(function (r) {
      // 403: the session had already ended; the hint was stale.
      if (!r.ok && r.status !== 403) throw new Error('logout answered ' + r.status);
      return r.status === 403 ? {} : r.json().catch(function () { return {}; });
    }).then(function (answer) {
      document.cookie = '${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax';
      try { ${JSON.stringify(SIGNED_IN_STORAGE.local)}.forEach(function (k) { localStorage.removeItem(k); }); ${JSON.stringify(SIGNED_IN_STORAGE.session)}.forEach(function (k) { sessionStorage.removeItem(k); }); } catch (x) { /* storage may be off */ }
      var to = answer && typeof answer.redirectTo === 'string' && /^\\/(?![\\/\\\\])[^\\u0000-\\u0020\\u007f-\\u00a0\\\\]*$/.test(answer.redirectTo) ? answer.redirectTo : '/';
      location.replace(to);
    }).catch(function () {
      button.disabled = false;
      button.focus();
      if (status) status.textContent = status.getAttribute('data-text');
    });
  }
  document.addEventListener('keydown', function (e) {
    if (e.key !== 'Escape') return;
    // A dialog opened from a menu (the "More" menu's business form) takes its own Escape first.
    if (document.querySelector('dialog:modal')) return;
    var open = document.querySelector('details[data-dropdown][open]');
    if (open) { open.open = false; open.querySelector('summary').focus(); return; }
    if (document.body.classList.contains('nav-open')) { setNav(false); burger.focus(); }
  });
})();`,
  /**
   * Static popups and modals are <dialog>s opened by invoker buttons (commandfor/command) and closed
   * by Escape, the close button, a click on the overlay (closedby="any") or, for popups, a 20 px
   * swipe down (public-site §4). This adds what a browser lacks of those, and the swipe.
   */
  dialogs: `(function () {
  var hasCommand = 'commandForElement' in HTMLButtonElement.prototype;
  var hasClosedBy = 'closedBy' in HTMLDialogElement.prototype;
  document.addEventListener('click', function (e) {
    var t = e.target;
    if (!hasCommand) {
      var b = t.closest && t.closest('button[commandfor]');
      var d = b && document.getElementById(b.getAttribute('commandfor'));
      if (d && d.showModal) { if (b.getAttribute('command') === 'show-modal') d.showModal(); else if (b.getAttribute('command') === 'close') d.close(); }
    }
    if (!hasClosedBy && t.tagName === 'DIALOG' && t.getAttribute('closedby') === 'any') {
      var r = t.getBoundingClientRect();
      if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) t.close();
    }
  });
  var startY = null;
  document.addEventListener('pointerdown', function (e) { startY = e.target.closest && e.target.closest('dialog.popup') ? e.clientY : null; });
  document.addEventListener('pointerup', function (e) {
    var d = e.target.closest && e.target.closest('dialog.popup');
    if (d && startY !== null && e.clientY - startY >= 20) d.close();
    startY = null;
  });
})();`,
  /** Theme switcher (sender-flows §1): remembers light, dark or system in localStorage and a cookie. */
  themeSwitch: `(function () {
  var form = document.querySelector('[data-theme-switch]');
  if (!form) return;
  var saved = null;
  try { saved = localStorage.getItem('userTheme'); } catch (e) {}
  if (!saved) { var m = document.cookie.match(/(?:^|; )userTheme=(light|dark|system)/); saved = m && m[1]; }
  var input = form.querySelector('input[value="' + (saved || 'system') + '"]');
  if (input) input.checked = true;
  var media = matchMedia('(prefers-color-scheme: dark)');
  function apply(choice) {
    document.documentElement.dataset.theme = choice === 'system' ? (media.matches ? 'dark' : 'light') : choice;
  }
  form.addEventListener('change', function (e) {
    var choice = e.target.value;
    try { localStorage.setItem('userTheme', choice); } catch (err) {}
    document.cookie = 'userTheme=' + choice + '; Path=/; Max-Age=31536000; SameSite=Lax';
    apply(choice);
  });
  media.addEventListener('change', function () { var c = form.querySelector('input:checked'); if (c && c.value === 'system') apply('system'); });
})();`,
  /**
   * Carousels (public-site §4, §9): CSS scroll-snap does the sliding; this advances each autoplay
   * carousel every 3000 ms below its width limit, paused on hover, on focus inside, when the tab is
   * hidden, and never with prefers-reduced-motion.
   */
  carousel: `(function () {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  document.querySelectorAll('[data-autoplay-below]').forEach(function (track) {
    var below = Number(track.getAttribute('data-autoplay-below'));
    var hovered = false;
    track.addEventListener('pointerenter', function () { hovered = true; });
    track.addEventListener('pointerleave', function () { hovered = false; });
    setInterval(function () {
      if (hovered || track.contains(document.activeElement) || document.hidden || innerWidth >= below) return;
      if (track.scrollWidth <= track.clientWidth) return;
      var slide = track.firstElementChild;
      var step = slide ? slide.getBoundingClientRect().width : track.clientWidth;
      var end = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
      track.scrollTo({ left: end ? 0 : track.scrollLeft + step, behavior: 'smooth' });
    }, 3000);
  });
})();`,
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
  theme: `(function () {
  var saved = null;
  try { saved = localStorage.getItem('userTheme'); } catch (e) {}
  if (!saved) { var m = document.cookie.match(/(?:^|; )userTheme=(light|dark|system)/); saved = m && m[1]; }
  var forced = new URLSearchParams(location.search).get('mode');
  var theme = forced === 'dark' || forced === 'light' ? forced : saved;
  if (!theme || theme === 'system') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  if (!document.documentElement.dataset.theme) document.documentElement.dataset.theme = theme;
})();`,
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
  inviteTitle: `(function () {
  var title = document.querySelector('[data-title-template]');
  var name = (${inviterName.toString()})(new URLSearchParams(location.search).get('n'));
  var template = title && title.getAttribute('data-title-template');
  if (name && template && template.indexOf('{name}') !== -1) title.textContent = template.replace('{name}', function () { return name; });
})();`,
  /** public-site §2, §9 referral: a strict code in the final segment becomes the invite_code cookie. */
  referralCookie: `(function () {
  var code = (${referralCodeFromPath.toString()})(location.pathname);
  if (code) document.cookie = (${referralCookie.toString()})(code, location.protocol === 'https:');
})();`,
  /** public-site §9: term links carry a cache-busting parameter that changes every 10 minutes. */
  termLinks: `(function () {
  var bust = ${cacheBustedUrl.toString()};
  function refresh() { document.querySelectorAll('a[data-cache-bust]').forEach(function (a) { a.setAttribute('href', bust(a.getAttribute('data-cache-bust'), Date.now())); }); }
  refresh();
  document.addEventListener('pointerdown', function (e) { if (e.target.closest && e.target.closest('a[data-cache-bust]')) refresh(); });
  document.addEventListener('focusin', function (e) { if (e.target.closest && e.target.closest('a[data-cache-bust]')) refresh(); });
})();`,
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
   * is kept for the session so the article vote can use it. Same rule as src/domain/help-links.ts.
   */
  helpApp: `(function () {
  var q = new URLSearchParams(location.search), p = q.get('platform'), email = q.get('email');
  try { if (email) sessionStorage.setItem('helpUserEmail', email); } catch (e) {}
  if (p !== 'ios' && p !== 'android') return;
  document.documentElement.dataset.nativeApp = p;
  function keep() {
    document.querySelectorAll('a[href]').forEach(function (a) {
      var href = a.getAttribute('href');
      if (!/^(?:\\/[a-z]{2}-[a-z]{2})?\\/help(?:-mobile)?(?:[\\/?#]|$)/.test(href)) return;
      var u = new URL(href, location.origin);
      u.searchParams.set('platform', p);
      a.setAttribute('href', u.pathname + u.search + u.hash);
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', keep); else keep();
})();`,
} as const;

export type InlineScriptName = keyof typeof inlineScripts;

export function scriptHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code).digest('base64')}`;
}

export const inlineScriptHashes = Object.values(inlineScripts).map(scriptHash);

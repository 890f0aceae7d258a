import { scriptHash } from './script-hash.ts';
import { consentScript, withPageValues } from './consent-script.ts';
import { thirdParty } from './third-party.ts';
import { videoEmbedHosts } from '../content/url-hosts.ts';
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
import video from './inline/video.ts?inline-script';
import rememberSlug from './inline/remember-slug.ts?inline-script';
import regionLinks from './inline/region-links.ts?inline-script';
import paymentOptions from './inline/payment-options.ts?inline-script';
import widgets from './inline/widgets.ts?inline-script';
import avatarFallback from './inline/avatar-fallback.ts?inline-script';
import islands from './inline/islands.ts?inline-script';
import shellLoader from './inline/shell-loader.ts?inline-script';
import shellUrl from './inline/shell.ts?script-file';
import head from './inline/head.ts?inline-script';

/**
 * The few inline scripts of the static pages (no external JS before interaction); the parts the
 * shell loads as a module are here too, run alone by the unit tests. Astro hashes
 * only the scripts it bundles, and the CSP meta tag is written before the body renders, so the
 * layout registers every hash here up front; `InlineScript` renders the exact same text.
 * Each is bundled and minified at build time from its entry in ./inline/, which imports the domain
 * rules it applies; build-time values go in through `withPageValues`.
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
  header,
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
  /**
   * Video section and modal (public-site §4): the play button swaps the preview for the frame,
   * autoplaying; only https on the embed hosts becomes a frame address (src/domain/video.ts).
   */
  video: withPageValues(video, { VIDEO_HOSTS: videoEmbedHosts }),
  /** Saved theme before first paint (sender-flows §1 "user theme"; public-site §2 `mode` query). */
  theme,
  /**
   * public-site §2: the footer's country link (and the picker's "other countries" link) remembers the
   * current page slug as the previous slug, and where each region's link of the select-region page
   * should lead from this page (computed at build time, src/domain/language-switch.ts; the rules of
   * src/domain/select-region.ts).
   */
  rememberSlug,
  /**
   * public-site §2: each select-region link leads to the previous page's equivalent in its region (or
   * that region's nearest parent page); without a remembered page, or one off this site, it stays
   * the region's home.
   */
  regionLinks,
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
  paymentOptions,
  /**
   * Configured third-party widgets (reviews, job board; public-site §7): each script is added once,
   * when its container first comes near the viewport, so a page loads no third-party code before.
   */
  widgets,
  /**
   * public-site §8: a broken avatar image falls back to a text symbol (the person's initials, kept
   * on the avatar box), whether it failed before this script ran or fails later (lazy images).
   */
  avatarFallback,
  /**
   * design.md JavaScript budget: on pages whose islands all hydrate on first interaction, this loads
   * and hydrates each island when the visitor first reaches for it, in place of Astro's island
   * runtime and the `client:interaction` directive (the layout decides, src/layouts/island-runtime.ts).
   */
  islands,
  /**
   * Every page's shell at the end of the body: it shows the saved theme choice, and on the first
   * interaction loads the shell's behaviour as one cached module (src/lib/inline/shell.ts: the
   * header, the theme switch, the country link's remembered slug, the dialogs and the islands'
   * loader above, each as described), then does again the clicks that came before it.
   */
  shell: withPageValues(shellLoader, { SHELL_URL: shellUrl }),
  /** Every page's head script: the saved theme and the signed-in mark above, before first paint. */
  head,
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

export { scriptHash };

export const inlineScriptHashes = Object.values(inlineScripts).map(scriptHash);

// public-site §2 header (see inlineScripts.header for what it does and why).
import { isEscape, isHeaderFixed } from '../../domain/interface.ts';
import { LOGOUT_EVENT, SESSION_HINT_COOKIE } from '../../domain/menu.ts';
import { isSitePath } from '../../domain/url-rule.ts';
import { DRAFT_KEY, STORAGE_KEYS } from '../../domain/storage-keys.ts';

/** What a session leaves in this browser (the app's stores clear the same at its logout). */
const SIGNED_IN_STORAGE = { local: Object.values(STORAGE_KEYS), session: [DRAFT_KEY] };

const header = document.querySelector<HTMLElement>('[data-header]');
const burger = document.querySelector<HTMLElement>('[data-burger]');
if (header) startHeader(header, burger);

function startHeader(header: HTMLElement, burger: HTMLElement | null): void {
  // Every click outside the header asks to close it: only a change touches the page.
  const setNav = (open: boolean): void => {
    if (!burger || document.body.classList.contains('nav-open') === open) return;
    burger.setAttribute('aria-expanded', String(open));
    burger.setAttribute('aria-label', burger.getAttribute(open ? 'data-label-close' : 'data-label-open') ?? '');
    document.body.classList.toggle('nav-open', open);
  };
  burger?.addEventListener('click', () => setNav(burger.getAttribute('aria-expanded') !== 'true'));
  fixOnScroll(header);
  // A dropdown closed by its own button shuts the submenus open inside it too.
  document.addEventListener(
    'toggle',
    (event) => {
      const dropdown = event.target;
      if (dropdown instanceof HTMLDetailsElement && dropdown.matches('details[data-dropdown]') && !dropdown.open) shut(dropdown);
    },
    true,
  );
  // A page left from an open menu comes back by Back or Forward with its menus shut.
  addEventListener('pagehide', () => {
    document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]').forEach(shut);
    setNav(false);
  });
  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]').forEach((d) => {
      if (!d.contains(target)) shut(d);
    });
    const element = target instanceof Element ? target : target.parentElement;
    // A link followed in the phone navigation, or a tap beside it (not in a dialog opened from it), closes it.
    if (element?.closest('#site-nav a[href]') || (!header.contains(target) && !element?.closest('dialog'))) setNav(false);
    const out = element?.closest<HTMLButtonElement>('[data-logout]');
    if (out && out.dispatchEvent(new CustomEvent(LOGOUT_EVENT, { bubbles: true, cancelable: true }))) logout(out);
  });
  // Tabbing out of an open dropdown closes it; a pointer's focus changes are the click's to handle,
  // and a dialog opened from the menu keeps it open under it.
  document.addEventListener('keyup', (event) => {
    if (event.key !== 'Tab') return;
    const focused = document.activeElement;
    if (focused?.closest('dialog')) return;
    document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]').forEach((d) => {
      if (!d.contains(focused)) shut(d);
    });
  });
  // The open phone navigation covers the page: Tab goes round the header rather than behind it.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || !document.body.classList.contains('nav-open') || document.querySelector('dialog:modal')) return;
    const stops = [...header.querySelectorAll<HTMLElement>('a[href], button, summary')].filter((el) => el.getClientRects().length > 0);
    const [first, last] = [stops[0], stops.at(-1)];
    const edge = event.shiftKey ? first : last;
    if (!first || !last || (document.activeElement !== edge && header.contains(document.activeElement))) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  });
  document.addEventListener('keydown', (event) => {
    if (!isEscape(event)) return;
    // A dialog opened from a menu (the "More" menu's business form) takes its own Escape first.
    if (document.querySelector('dialog:modal')) return;
    const open = document.querySelector<HTMLDetailsElement>('details[data-dropdown][open]');
    if (open) {
      shut(open);
      open.querySelector('summary')?.focus();
    } else if (document.body.classList.contains('nav-open')) {
      setNav(false);
      burger?.focus();
    }
  });
}

/** Closes a dropdown and the submenus open inside it, so it opens again as it first did. */
function shut(dropdown: HTMLDetailsElement): void {
  dropdown.open = false;
  dropdown.querySelectorAll('details[open]').forEach((inner) => ((inner as HTMLDetailsElement).open = false));
}

/** The header is fixed past the scroll limit; its slot keeps the height, so nothing jumps. */
function fixOnScroll(header: HTMLElement): void {
  const slot = header.parentElement;
  let ticking = false;
  const onScroll = (): void => {
    ticking = false;
    const fixed = isHeaderFixed(window.scrollY);
    if (fixed && slot && !header.classList.contains('is-fixed')) slot.style.minHeight = `${header.offsetHeight}px`;
    header.classList.toggle('is-fixed', fixed);
  };
  addEventListener(
    'scroll',
    () => {
      if (ticking) return;
      ticking = true;
      requestAnimationFrame(onScroll);
    },
    { passive: true },
  );
  onScroll();
}

function logout(button: HTMLButtonElement): void {
  const status = document.querySelector('[data-logout-status]');
  button.disabled = true;
  if (status) status.textContent = '';
  fetch('/logout', { credentials: 'include', headers: { Accept: 'application/json' } })
    .then((response): unknown => {
      // 403: the session had already ended; the hint was stale.
      if (!response.ok && response.status !== 403) throw new Error(`logout answered ${response.status}`);
      return response.status === 403 ? {} : response.json().catch(() => ({}));
    })
    .then((answer) => {
      document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
      try {
        SIGNED_IN_STORAGE.local.forEach((key) => localStorage.removeItem(key));
        SIGNED_IN_STORAGE.session.forEach((key) => sessionStorage.removeItem(key));
      } catch {
        // storage may be switched off
      }
      const to = (answer as { redirectTo?: unknown } | null)?.redirectTo;
      location.replace(typeof to === 'string' && isSitePath(to) ? to : '/');
    })
    .catch(() => {
      button.disabled = false;
      button.focus();
      if (status) status.textContent = status.getAttribute('data-text');
    });
}

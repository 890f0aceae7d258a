import { resolveTheme, THEME_KEY, type Theme } from '../../domain/theme.ts';

/** The choice kept in localStorage, or null when there is none or storage is switched off. */
export function storedThemeChoice(): string | null {
  try {
    return localStorage.getItem(THEME_KEY);
  } catch {
    return null;
  }
}

/** The page's theme as saved: the `mode` query first, then the stored choice, the cookie, the device. */
export function savedTheme(): Theme {
  return resolveTheme({
    mode: new URLSearchParams(location.search).get('mode'),
    stored: storedThemeChoice(),
    cookie: document.cookie,
    systemDark: matchMedia('(prefers-color-scheme: dark)').matches,
  });
}

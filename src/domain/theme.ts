/**
 * Theme choice (sender-flows §1): light, dark or follow the system, kept in a cookie and in
 * localStorage under `userTheme`. The inline theme scripts (src/lib/inline/theme*.ts) are bundled
 * from this module, so the rule the tests pin is the one that runs before first paint.
 */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';
export const THEME_KEY = 'userTheme';
/** One year: the choice outlives a session but is not forever. */
const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function themeFromCookie(cookie: string): ThemeChoice | null {
  const match = /(?:^|;\s*)userTheme=(light|dark|system)(?:;|$)/.exec(cookie);
  return match ? (match[1] as ThemeChoice) : null;
}

/** The saved choice: localStorage's when it is one, else the cookie's, else none. */
export function savedThemeChoice(stored: string | null | undefined, cookie: string): ThemeChoice | null {
  return isThemeChoice(stored) ? stored : themeFromCookie(cookie);
}

/**
 * The theme to show: the `mode` query (landing pages, public-site §2) wins, then the saved choice
 * (localStorage before the cookie), then the system preference.
 */
export function resolveTheme(input: { mode?: string | null; stored?: string | null; cookie?: string; systemDark: boolean }): Theme {
  if (input.mode === 'dark' || input.mode === 'light') return input.mode;
  const saved = savedThemeChoice(input.stored, input.cookie ?? '');
  if (saved === 'dark' || saved === 'light') return saved;
  return input.systemDark ? 'dark' : 'light';
}

export function themeCookie(choice: ThemeChoice): string {
  return `${THEME_KEY}=${choice}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

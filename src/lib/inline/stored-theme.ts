import { THEME_KEY } from '../../domain/theme.ts';

/** The choice kept in localStorage, or null when there is none or storage is switched off. */
export function storedThemeChoice(): string | null {
  try {
    return localStorage.getItem(THEME_KEY);
  } catch {
    return null;
  }
}

// Theme switcher (sender-flows §1): remembers light, dark or system in localStorage and a cookie.
// The shell's loader shows the saved choice and follows the device (theme-choice.ts); this saves
// and applies the visitor's changes.
import { isThemeChoice, resolveTheme, themeCookie, THEME_KEY } from '../../domain/theme.ts';

document.querySelector('[data-theme-switch]')?.addEventListener('change', (event) => {
  const choice = (event.target as HTMLInputElement).value;
  if (!isThemeChoice(choice)) return;
  try {
    localStorage.setItem(THEME_KEY, choice);
  } catch {
    // storage may be switched off; the cookie still keeps the choice
  }
  document.cookie = themeCookie(choice);
  document.documentElement.dataset['theme'] = resolveTheme({ stored: choice, systemDark: matchMedia('(prefers-color-scheme: dark)').matches });
});

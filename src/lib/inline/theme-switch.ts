// Theme switcher (sender-flows §1): remembers light, dark or system in localStorage and a cookie.
// The shell's loader shows the saved choice at load (theme-choice.ts); this follows the changes.
import { isThemeChoice, resolveTheme, themeCookie, THEME_KEY, type ThemeChoice } from '../../domain/theme.ts';

const form = document.querySelector('[data-theme-switch]');
if (form) {
  const media = matchMedia('(prefers-color-scheme: dark)');
  const apply = (choice: ThemeChoice): void => {
    document.documentElement.dataset['theme'] = resolveTheme({ stored: choice, systemDark: media.matches });
  };
  form.addEventListener('change', (event) => {
    const choice = (event.target as HTMLInputElement).value;
    if (!isThemeChoice(choice)) return;
    try {
      localStorage.setItem(THEME_KEY, choice);
    } catch {
      // storage may be switched off; the cookie still keeps the choice
    }
    document.cookie = themeCookie(choice);
    apply(choice);
  });
  media.addEventListener('change', () => {
    const checked = form.querySelector<HTMLInputElement>('input:checked');
    if (checked?.value === 'system') apply('system');
  });
}

// Theme switcher (sender-flows §1): remembers light, dark or system in localStorage and a cookie.
import { isThemeChoice, resolveTheme, savedThemeChoice, themeCookie, THEME_KEY, type ThemeChoice } from '../../domain/theme.ts';
import { storedThemeChoice } from './stored-theme.ts';

const form = document.querySelector('[data-theme-switch]');
if (form) {
  const saved = savedThemeChoice(storedThemeChoice(), document.cookie) ?? 'system';
  const input = form.querySelector<HTMLInputElement>(`input[value="${saved}"]`);
  if (input) input.checked = true;
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

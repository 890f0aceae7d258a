import { savedThemeChoice } from '../../domain/theme.ts';
import { savedTheme, storedThemeChoice } from './stored-theme.ts';

const form = (): HTMLFormElement | null => document.querySelector('[data-theme-switch]');

/** The footer's theme switch shows the saved choice (the page is rendered with "same as device"). */
export function showSavedThemeChoice(): void {
  const saved = savedThemeChoice(storedThemeChoice(), document.cookie) ?? 'system';
  const input = form()?.querySelector<HTMLInputElement>(`input[value="${saved}"]`);
  if (input) input.checked = true;
}

/** The page's theme as saved (the `mode` query first), on a page whose theme may change (it has the switch). */
export function applySavedTheme(): void {
  if (!form()) return;
  document.documentElement.dataset['theme'] = savedTheme();
}

/**
 * The theme follows the device while it is "same as device", and a page restored by Back or Forward
 * shows the choice made on another page since (the browser keeps the page as it was left).
 */
export function followSavedTheme(): void {
  showSavedThemeChoice();
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', applySavedTheme);
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    showSavedThemeChoice();
    applySavedTheme();
  });
}

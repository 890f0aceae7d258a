import { savedThemeChoice } from '../../domain/theme.ts';
import { storedThemeChoice } from './stored-theme.ts';

/** The footer's theme switch shows the saved choice (the page is rendered with "same as device"). */
export function showSavedThemeChoice(): void {
  const saved = savedThemeChoice(storedThemeChoice(), document.cookie) ?? 'system';
  const input = document.querySelector<HTMLInputElement>(`[data-theme-switch] input[value="${saved}"]`);
  if (input) input.checked = true;
}

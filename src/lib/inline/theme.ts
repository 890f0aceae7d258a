// Saved theme before first paint (sender-flows §1 "user theme"; public-site §2 `mode` query).
import { resolveTheme } from '../../domain/theme.ts';
import { storedThemeChoice } from './stored-theme.ts';

const root = document.documentElement;
if (!root.dataset['theme']) {
  root.dataset['theme'] = resolveTheme({
    mode: new URLSearchParams(location.search).get('mode'),
    stored: storedThemeChoice(),
    cookie: document.cookie,
    systemDark: matchMedia('(prefers-color-scheme: dark)').matches,
  });
}

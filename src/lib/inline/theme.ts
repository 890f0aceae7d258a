// Saved theme before first paint (sender-flows §1 "user theme"; public-site §2 `mode` query).
import { savedTheme } from './stored-theme.ts';

const root = document.documentElement;
if (!root.dataset['theme']) root.dataset['theme'] = savedTheme();

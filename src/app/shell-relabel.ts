import type { Lang } from '../i18n/languages.ts';

/**
 * The shell's header and footer are built once, in English (components/shell/shell-texts.ts);
 * this puts them in the app's language from `/data/shell/{lang}.json`. English stays for anything
 * the file lacks or when it cannot be fetched. Loaded on demand: an English visit never needs it.
 */
export async function relabelShell(lang: Exclude<Lang, 'en'>): Promise<void> {
  let texts: Record<string, string>;
  try {
    const answer = await fetch(`/data/shell/${lang}.json`);
    if (!answer.ok) return;
    texts = (await answer.json()) as Record<string, string>;
  } catch {
    return;
  }
  const text = (key: string | undefined) => (key ? texts[key] : undefined);
  for (const el of document.querySelectorAll<HTMLElement>('[data-shell-text]')) {
    const value = text(el.dataset['shellText']);
    if (value) setText(el, value);
  }
  for (const el of document.querySelectorAll<HTMLElement>('[data-shell-label]')) {
    const value = text(el.dataset['shellLabel']);
    if (value) el.setAttribute('aria-label', value);
  }
  const burger = document.querySelector<HTMLElement>('[data-shell-burger]');
  const [open, close] = (burger?.dataset['shellBurger'] ?? '').split(' ').map(text);
  if (burger && open && close) {
    burger.dataset['labelOpen'] = open;
    burger.dataset['labelClose'] = close;
    burger.setAttribute('aria-label', burger.getAttribute('aria-expanded') === 'true' ? close : open);
  }
  const status = document.querySelector<HTMLElement>('[data-shell-status]');
  const failed = text(status?.dataset['shellStatus']);
  if (status && failed) status.dataset['text'] = failed;
}

/** Only the label's text changes: an icon beside it stays. */
function setText(el: HTMLElement, value: string): void {
  const label = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()).at(-1);
  if (label) label.textContent = value;
  else el.append(value);
}

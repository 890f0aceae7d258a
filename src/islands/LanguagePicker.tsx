import { useRef, useState } from 'react';
import { useReplayedClick } from '../ui/primitives/use-replayed-click.ts';
import { Modal } from '../ui/primitives/Modal.tsx';
import { languageCookie, LANGUAGE_STORAGE_KEY } from '../domain/detect-language.ts';
import type { Lang } from '../i18n/languages.ts';

interface LanguageChoice {
  lang: Lang;
  /** The language's own name. */
  name: string;
  /** BCP 47 tag, so each name is read in its own language. */
  tag: string;
  /** Where choosing it goes (domain/language-switch.ts), computed at build time. */
  href: string;
  current: boolean;
}

interface LanguagePickerProps {
  choices: LanguageChoice[];
  /** The page keeps its path, so the query and hash are kept too. */
  keepQuery: boolean;
  /** Button text, e.g. "Language: Deutsch". */
  label: string;
  title: string;
  closeLabel: string;
  currentLabel: string;
  otherCountries: { href: string; label: string };
}

/**
 * Language picker (public-site §2): a modal listing the languages of the visitor's country; a
 * choice reloads the site under the new prefix and is remembered for 10 minutes (sender-flows §1).
 * Hydrated on first interaction (client:interaction), so pages load no JavaScript for it before.
 */
export default function LanguagePicker({ choices, keepQuery, label, title, closeLabel, currentLabel, otherCountries }: LanguagePickerProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useReplayedClick(button, () => setOpen(true));
  const remember = (lang: Lang) => {
    document.cookie = languageCookie(lang);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    } catch {
      /* storage may be off; the cookie is enough */
    }
  };
  const target = (href: string) => (keepQuery && typeof location !== 'undefined' ? href + location.search + location.hash : href);
  return (
    <>
      <button ref={button} type="button" className="link-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} closeLabel={closeLabel}>
        <ul className="language-list" role="list">
          {choices.map((c) => (
            <li key={c.lang}>
              <a href={target(c.href)} lang={c.tag} hrefLang={c.tag} aria-current={c.current ? 'true' : undefined} onClick={() => remember(c.lang)}>
                {c.name}
                {c.current && <span className="visually-hidden"> ({currentLabel})</span>}
              </a>
            </li>
          ))}
        </ul>
        <p>
          <a href={otherCountries.href} data-remember-slug>
            {otherCountries.label}
          </a>
        </p>
      </Modal>
    </>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { isEscape } from '../../domain/interface.ts';

export interface DropdownOption { value: string; label: string }

interface Props {
  label: string;
  options: DropdownOption[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * Dropdown (public-site §4): a button that opens a list of choices, at most 300 px high with its
 * own scroll (styles/overlays.css); it closes on a choice, an outside click or Escape, and Escape
 * gives focus back to the button.
 */
export function Dropdown({ label, options, value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => { if (!root.current?.contains(e.target as Node)) setOpen(false); };
    const escape = (e: KeyboardEvent) => { if (isEscape(e)) { setOpen(false); button.current?.focus(); } };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => { document.removeEventListener('pointerdown', outside); document.removeEventListener('keydown', escape); };
  }, [open]);
  const current = options.find((o) => o.value === value);
  return (
    <div className="dropdown" ref={root}>
      <button ref={button} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span className="visually-hidden">{label}: </span>{current?.label ?? label}
      </button>
      <ul id={listId} className="dropdown-list" hidden={!open} aria-label={label}>
        {options.map((o) => (
          <li key={o.value}>
            <button type="button" aria-pressed={o.value === value} onClick={() => { onChange(o.value); setOpen(false); button.current?.focus(); }}>{o.label}</button>
          </li>
        ))}
      </ul>
    </div>
  );
}

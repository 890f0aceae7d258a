import { useId, useState, type ReactNode } from 'react';

export interface AccordionEntry { id: string; title: string; content: ReactNode }

/**
 * Accordion (public-site §4): one item open at a time; clicking the open item closes it; the icon
 * shows plus or minus. The static pages use <details name> for the same rule (AccordionItem.astro).
 */
export function Accordion({ items }: { items: AccordionEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const base = useId();
  return (
    <div className="accordion">
      {items.map((item) => {
        const open = item.id === openId;
        const panel = `${base}-${item.id}`;
        return (
          <div key={item.id} className="accordion-item">
            <h3>
              <button type="button" aria-expanded={open} aria-controls={panel} onClick={() => setOpenId(open ? null : item.id)}>
                <span aria-hidden="true" className="accordion-icon">{open ? '−' : '+'}</span> {item.title}
              </button>
            </h3>
            <div id={panel} hidden={!open} className="panel">{item.content}</div>
          </div>
        );
      })}
    </div>
  );
}

import { useEffect, type ReactNode } from 'react';
import { SPINNER_BLUR_MS } from '../../domain/interface.ts';

interface Props {
  active: boolean;
  /** Announced to screen readers while active. */
  label: string;
  children: ReactNode;
}

/**
 * Spinner overlay (sender-flows §4): while a submit or page-data fetch runs, the content dims to
 * 0.3 opacity and takes no input; an input still focused after 1000 ms is blurred, so a mobile
 * keyboard does not cover the result.
 */
export function SpinnerOverlay({ active, label, children }: Props) {
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => {
      const el = document.activeElement;
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) el.blur();
    }, SPINNER_BLUR_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return (
    <div className="spinner-host" aria-busy={active}>
      <div className="spinner-content" data-dimmed={active || undefined} inert={active}>
        {children}
      </div>
      {active && (
        <div className="spinner" role="status">
          <span className="visually-hidden">{label}</span>
        </div>
      )}
    </div>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';

/** One view of the account screens: an optional result icon and a title that takes focus when the view changes. */
export function AccountView({ icon, title, children }: { icon?: 'success' | 'failure' | 'pending'; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <section className={icon ? 'app-screen app-result account-screen' : 'app-screen account-screen'} aria-labelledby="account-title">
      {icon && (
        <span className={`result-icon ${icon}`} aria-hidden="true">
          {icon === 'success' ? '✓' : icon === 'failure' ? '!' : '…'}
        </span>
      )}
      <h1 id="account-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}

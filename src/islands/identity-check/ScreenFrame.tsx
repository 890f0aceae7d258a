import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  /** Move focus to the heading when the screen appears (every screen after the first, not under a modal). */
  focus: boolean;
  children?: ReactNode;
}

/**
 * One screen of the identity check: a section named by its h1. Each new screen is mounted afresh and
 * its heading takes focus, so keyboard and screen-reader users start reading at the new content.
 */
export function ScreenFrame({ title, focus, children }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the heading takes focus as the screen appears, not again when a modal over it closes.
  }, []);
  return (
    <section className="identity-screen" aria-labelledby={id}>
      <h1 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}

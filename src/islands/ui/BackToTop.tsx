/** Back-to-top for islands and the /auth app: scrolls up and moves focus to the main landmark. */
export function BackToTop({ label }: { label: string }) {
  const toTop = () => {
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return <button type="button" className="back-to-top link-button" onClick={toTop}>{label} <span aria-hidden="true">↑</span></button>;
}

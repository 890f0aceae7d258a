// Configured third-party widgets (public-site §7): each script is added once, when its box nears the viewport.
const boxes = document.querySelectorAll('[data-widget-src]');
if (boxes.length && 'IntersectionObserver' in window) {
  const observer = new IntersectionObserver(
    (entries) => {
      entries.forEach((entry) => {
        if (!entry.isIntersecting) return;
        observer.unobserve(entry.target);
        const src = entry.target.getAttribute('data-widget-src') ?? '';
        if (!src || [...document.scripts].some((s) => s.getAttribute('src') === src)) return;
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        document.head.appendChild(script);
      });
    },
    { rootMargin: '200px' },
  );
  boxes.forEach((box) => observer.observe(box));
}

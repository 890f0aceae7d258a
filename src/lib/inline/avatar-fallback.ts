// public-site §8: a broken avatar image falls back to the text symbol kept on its box.
const fallback = (img: Element): void => {
  const box = img.closest('[data-avatar-symbol]');
  if (!box) return;
  const symbol = document.createElement('span');
  symbol.className = 'symbol';
  symbol.setAttribute('aria-hidden', 'true');
  symbol.textContent = box.getAttribute('data-avatar-symbol');
  img.replaceWith(symbol);
};
document.querySelectorAll<HTMLImageElement>('img[data-avatar]').forEach((img) => {
  if (img.complete && img.naturalWidth === 0) fallback(img);
});
// Errors do not bubble: caught on the way down, so lazy images that fail later fall back too.
document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof Element && event.target.matches('img[data-avatar]')) fallback(event.target);
  },
  true,
);

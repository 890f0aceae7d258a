/**
 * A server text's words without its markup: what a screen reader is told, and what a field shows
 * while the text's formatting (RichText.tsx) loads. DOMParser's document runs no script and loads
 * nothing; React escapes the words when shown.
 */
export function markupText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent;
}

/**
 * The text symbol shown instead of a person's photo when it is missing or fails to load
 * (public-site §8 "a broken avatar image falls back to a text symbol"): the initials of the first
 * and last words of the name, upper-cased in the name's own script; '?' for an empty name.
 */
export function avatarSymbol(name: string): string {
  const words = name
    .normalize('NFC')
    .trim()
    .split(/[\s\-‐]+/u)
    .filter((w) => /\p{L}/u.test(w));
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = (word: string) => Array.from(word.replace(/^[^\p{L}]+/u, ''))[0]?.toLocaleUpperCase() ?? '';
  return initial(first) + (last ? initial(last) : '');
}

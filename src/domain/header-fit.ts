/**
 * Which header items stay in the desktop bar and which go into its "More" menu (public-site §2,
 * breakpoints of §9). Decided at build time from the labels' estimated widths, so the bar is one
 * row in every language from the 1224 px breakpoint up and no script measures anything at runtime.
 * Items leave the bar from the end: the menu's order is its priority.
 */

/**
 * Advance widths in hundredths of an em at font-weight 600, measured from Noto Sans SemiBold, the
 * widest of the system UI fonts the site's font stack reaches (Segoe UI, San Francisco and Roboto
 * are narrower). ASCII from the space to the tilde, then Cyrillic А–я and Ё ё Є є І і Ї ї Ў ў Ґ ґ.
 */
const ASCII = [
  26, 29, 47, 65, 57, 90, 75, 27, 34, 34, 55, 57, 28, 32, 28, 41, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 28, 28, 57, 57, 57, 48, 90, 69, 67, 62, 74, 56, 55, 72, 77, 39, 33, 66, 56, 94, 81, 80, 63,
  80, 66, 55, 60, 76, 65, 97, 67, 62, 58, 33, 41, 33, 57, 41, 36, 60, 63, 51, 63, 59, 39, 63, 66, 31, 31, 62, 31, 98, 66, 62, 63, 63, 45, 50, 43, 66, 57, 86, 58, 57, 49, 39, 55, 39, 57,
];
const CYRILLIC_LETTERS = 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюяЁёЄєІіЇїЎўҐґ';
const CYRILLIC = [
  69, 64, 67, 56, 76, 56, 94, 65, 82, 82, 67, 75, 94, 77, 80, 75, 63, 62, 60, 66, 86, 67, 78, 73, 108, 111, 67, 91, 64, 65, 107, 67, 60, 62, 63, 48, 66, 59, 87, 56, 72, 72, 62, 65, 84, 66, 62, 65, 63,
  51, 55, 57, 81, 58, 69, 66, 97, 99, 67, 85, 61, 51, 88, 59, 56, 59, 66, 52, 39, 31, 39, 31, 66, 57, 58, 51,
];
const cyrillic = new Map(Array.from(CYRILLIC_LETTERS).map((c, i) => [c, CYRILLIC[i]!]));
/** Letters whose decomposition keeps no base letter of the table. */
const LIKE: Readonly<Record<string, string>> = { đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', ı: 'i', ø: 'o', Ø: 'O', ß: 'B', ʻ: "'", '’': "'", '‘': "'", '–': '-', '—': 'M', '…': 'm' };
/** Han, kana and Hangul are square: one em. */
const SQUARE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
/** Anything else: a little wider than an average letter. */
const OTHER = 65;
/** Fonts wider than the table's, and rounding, are covered by this margin. */
const MARGIN = 1.06;

function charWidth(char: string): number {
  const c = LIKE[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '').charAt(0);
  const code = c.charCodeAt(0);
  if (code >= 32 && code <= 126) return ASCII[code - 32]!;
  const cyr = cyrillic.get(c) ?? cyrillic.get(char);
  if (cyr !== undefined) return cyr;
  return SQUARE.test(char) ? 100 : OTHER;
}

/** Estimated width in px of a label at `fontPx` and weight 600, on the safe side. */
export function labelWidth(text: string, fontPx = 16): number {
  let hundredths = 0;
  for (const char of text.trim()) hundredths += charWidth(char);
  return Math.ceil((hundredths / 100) * fontPx * MARGIN);
}

/**
 * The desktop header's geometry in px, as styled in components/shell/Header.astro (16 px root):
 * the bar's content width (the 1224 px container less its 1 rem paddings, the same from the 1224 px
 * breakpoint up; where a classic scrollbar narrows a window of 1224–1240 px, the labels' margin
 * absorbs its 17 px), the logo, the 1 rem gaps of the bar, the menu's 1.25 rem gap and what each
 * kind of item adds to its label.
 */
export const HEADER_GEOMETRY = {
  bar: 1224 - 2 * 16,
  logo: 132,
  barGap: 16,
  menuGap: 20,
  actionGap: 16,
  /** A submenu's summary: its 0.5 rem gap and the chevron. */
  summary: 16,
  /** A top-level link's 20 px icon. */
  icon: 20,
  /** A button: 1.25 rem paddings and 2 px borders. */
  button: 44,
  /** The log out button's 0.25 rem paddings. */
  logout: 8,
} as const;

export type BarEntry =
  { kind: 'link' | 'opener'; labels: readonly string[]; icon?: boolean } | { kind: 'submenu'; labels: readonly string[] } | { kind: 'button' | 'logout'; labels: readonly string[] };

/**
 * An entry's width: the widest of its labels (the /auth shell is relabelled into every language,
 * so it passes them all) plus what its kind adds.
 */
export function entryWidth(entry: BarEntry, g = HEADER_GEOMETRY): number {
  const text = Math.max(0, ...entry.labels.map((l) => labelWidth(l)));
  switch (entry.kind) {
    case 'submenu':
      return text + g.summary;
    case 'button':
      return text + g.button;
    case 'logout':
      return text + g.logout;
    default:
      return text + (entry.icon ? g.icon : 0);
  }
}

/** Room left for the menu beside the logo and the action buttons (widths in px). */
export function menuRoom(actions: readonly number[], g = HEADER_GEOMETRY): number {
  const used = actions.length ? actions.reduce((a, b) => a + b, 0) + g.actionGap * (actions.length - 1) + g.barGap : 0;
  return g.bar - g.logo - g.barGap - used;
}

/**
 * How many of the menu's items (widths in px, in menu order) stay in the bar: all when they fit in
 * `room`, otherwise the longest run from the start that fits beside the "More" item.
 */
export function barCount(widths: readonly number[], room: number, moreWidth: number, gap: number = HEADER_GEOMETRY.menuGap): number {
  const all = widths.reduce((a, b) => a + b, 0) + gap * Math.max(0, widths.length - 1);
  if (all <= room) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width + gap > room) break;
    used += width + gap;
    count += 1;
  }
  return count;
}

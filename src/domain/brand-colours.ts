/**
 * Colours of heroes, tiles and calls to action (public-site §3: bgColor, titleColor, titleGradient,
 * whiteText with the brand colour names). Editors pick names; the page must still pass WCAG 2.2 AA
 * in both themes, so the text colour is the editor's choice only where it is readable: white text
 * needs 4.5:1 on the background, otherwise the dark ink is used (and the reverse). Titles are large
 * text (3:1): a title colour or gradient that would not reach it falls back to the body text colour.
 */
export const brandColours = {
  aubergine: '#4a1a52',
  passionFruit: '#ffc78a',
  oceanBlue: '#0b4f8a',
  blueberryBlue: '#3d4ba8',
  jade: '#0f7d66',
  eggshell: '#f4efe6',
  purple: '#6b2fa0',
  gray: '#e4e1e7',
} as const;
type BrandColour = keyof typeof brandColours;

const WHITE = '#ffffff';
const INK = '#1d1424';

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface ColourSetting {
  bgColor?: string | null | undefined;
  titleColor?: string | null | undefined;
  titleGradient?: string | null | undefined;
  whiteText?: boolean | undefined;
}

const named = (name: string | null | undefined): string | undefined => (name && Object.hasOwn(brandColours, name) ? brandColours[name as BrandColour] : undefined);

/**
 * Class names of a coloured surface (styles/brand-colours.css; inline styles would break the strict
 * CSP): `surface bg-{name} ink-{light|dark}`, plus `title-{name}` or `title-gradient from-{a} to-{b}`.
 * Empty when the block asks for no background (it then follows the page theme).
 */
export function surfaceClasses(setting: ColourSetting | null | undefined): string[] {
  const bg = setting?.bgColor;
  const background = named(bg);
  if (!background || !bg) return [];
  const wanted = setting.whiteText ? WHITE : INK;
  const text = contrast(wanted, background) >= 4.5 ? wanted : wanted === WHITE ? INK : WHITE;
  const classes = ['surface', `bg-${bg}`, text === WHITE ? 'ink-light' : 'ink-dark'];
  const stops = (setting.titleGradient ?? '').split('-');
  const readable = (name: string | null | undefined) => {
    const c = named(name);
    return !!c && contrast(c, background) >= 3;
  };
  if (stops.length === 2 && stops.every(readable)) return [...classes, 'title-gradient', `from-${stops[0]}`, `to-${stops[1]}`];
  if (readable(setting.titleColor)) return [...classes, `title-${setting.titleColor}`];
  return classes;
}

import { getFooter, getHeaderMenu } from '../../content/get-page.ts';
import type { Lang } from '../../i18n/languages.ts';
import { defaultRegion, regions } from '../../i18n/regions.ts';
import { interpolate } from '../../i18n/runtime.ts';
import { translate } from '../../i18n/translate.ts';
import { BUSINESS_FORM_TEXTS, businessFormText } from './business-form-props.ts';

/**
 * The /auth shell is one English page for every language (sender-flows §1: the app detects the
 * visitor's). Its header and footer carry `data-shell-text` (text) and `data-shell-label`
 * (aria-label) keys; the app relabels them from `/data/shell/{lang}.json`, built here from the same
 * content and UI strings the public pages use. Keys: `t:{common key}`, `menu:{item id}` with
 * `:{section}` and `:{link}` for submenus (the CMS keeps one menu shape in every language),
 * `legal:{n}`, `copyright`. Beside them, the header's business form texts (`businessForm`), which
 * the public pages' islands loader fetches when the form is first reached for.
 */
const SHELL_STRINGS = [
  'a11y.skipToContent',
  'a11y.close',
  'header.home',
  'header.mainNavigation',
  'header.menuOpen',
  'header.menuClose',
  'header.more',
  'header.logout',
  'header.logoutFailed',
  'footer.legal',
  'footer.language',
  'languagePicker.title',
  'theme.label',
  'theme.light',
  'theme.dark',
  'theme.system',
] as const;

export async function shellTexts(lang: Lang): Promise<Record<string, string | Record<string, string>>> {
  const region = regions.find((r) => r.lang === lang) ?? defaultRegion;
  const texts: Record<string, string> = {};
  for (const key of SHELL_STRINGS) texts[`t:${key}`] = translate(lang, key);
  for (const item of (await getHeaderMenu(region))?.items ?? []) {
    texts[`menu:${item.id}`] = item.title;
    item.submenu.forEach((section, s) => {
      texts[`menu:${item.id}:${s}`] = section.submenu_title;
      section.nav_links.forEach((link, l) => {
        texts[`menu:${item.id}:${s}:${l}`] = link.title;
      });
    });
  }
  const footer = await getFooter(region);
  footer?.legalLinks.forEach((link, n) => {
    texts[`legal:${n}`] = link.name;
  });
  if (footer) texts['copyright'] = interpolate(footer.copyright, { year: new Date().getUTCFullYear() });
  return { ...texts, [BUSINESS_FORM_TEXTS]: businessFormText(lang) };
}

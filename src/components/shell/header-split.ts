import type { MenuItem } from '../../content/schemas/navigation.ts';
import { getHeaderMenu } from '../../content/get-page.ts';
import { barCount, entryWidth, menuRoom, type BarEntry } from '../../domain/header-fit.ts';
import { langs, type Lang } from '../../i18n/languages.ts';
import { regions, type Region } from '../../i18n/regions.ts';
import { translate } from '../../i18n/translate.ts';

/**
 * The header's lists split into what the desktop bar shows and what its "More" menu holds
 * (src/domain/header-fit.ts). The /auth shell is one English page relabelled into the visitor's
 * language, so its split takes each label's widest translation.
 */
interface HeaderSplit {
  bar: MenuItem[];
  more: MenuItem[];
}

/** Every language's title of each menu item, by the item's id (the CMS keeps one menu shape). */
async function titlesInEveryLanguage(): Promise<Map<number, string[]>> {
  const titles = new Map<number, string[]>();
  for (const lang of langs) {
    const region = regions.find((r) => r.lang === lang);
    for (const item of (region && (await getHeaderMenu(region))?.items) ?? []) titles.set(item.id, [...(titles.get(item.id) ?? []), item.title]);
  }
  return titles;
}

let everyLanguage: Promise<Map<number, string[]>> | undefined;
const splits = new Map<string, HeaderSplit>();

export async function headerSplit(region: Region, who: 'visitor' | 'signed-in', nav: MenuItem[], actions: MenuItem[], relabel: boolean): Promise<HeaderSplit> {
  const key = `${relabel ? '*' : region.lang}|${who}|${nav.map((i) => i.id).join(',')}`;
  const known = splits.get(key);
  if (known) return known;
  const titles = relabel ? await (everyLanguage ??= titlesInEveryLanguage()) : null;
  const labels = (item: MenuItem) => titles?.get(item.id) ?? [item.title];
  const strings = (k: string) => (relabel ? langs : [region.lang]).map((lang: Lang) => translate(lang, k));
  const entry = (item: MenuItem): BarEntry =>
    item.submenu.length > 0 ? { kind: 'submenu', labels: labels(item) } : { kind: item.modal_window ? 'opener' : 'link', labels: labels(item), icon: !!item.icon };
  const actionWidths = actions.map((item) => entryWidth({ kind: 'button', labels: labels(item) }));
  if (who === 'signed-in') actionWidths.push(entryWidth({ kind: 'logout', labels: strings('header.logout') }));
  const count = barCount(
    nav.map((item) => entryWidth(entry(item))),
    menuRoom(actionWidths),
    entryWidth({ kind: 'submenu', labels: strings('header.more') }),
  );
  const split = { bar: nav.slice(0, count), more: nav.slice(count) };
  splits.set(key, split);
  return split;
}

// public-site §2 select region: each region link leads to the remembered page's equivalent there.
import { parseRegionTargets, REGION_TARGETS_KEY } from '../../domain/select-region.ts';

let stored: string | null = null;
// Only a page of this site leads here with its equivalents; an address typed or followed from
// elsewhere leads to the regions' homes, not to a page remembered from an earlier visit.
const fromHere = document.referrer.startsWith(`${location.origin}/`);
try {
  if (fromHere) stored = sessionStorage.getItem(REGION_TARGETS_KEY);
} catch {
  // storage may be switched off; the links stay the regions' homes
}
const targets = parseRegionTargets(stored);
document.querySelectorAll('[data-region-link]').forEach((a) => {
  const href = targets.get(a.getAttribute('data-region-link') ?? '');
  if (href) a.setAttribute('href', href);
});

// public-site §2 select region: each region link leads to the remembered page's equivalent there.
import { parseRegionTargets, REGION_TARGETS_KEY } from '../../domain/select-region.ts';

let stored: string | null = null;
try {
  stored = sessionStorage.getItem(REGION_TARGETS_KEY);
} catch {
  // storage may be switched off; the links stay the regions' homes
}
const targets = parseRegionTargets(stored);
document.querySelectorAll('[data-region-link]').forEach((a) => {
  const href = targets.get(a.getAttribute('data-region-link') ?? '');
  if (href) a.setAttribute('href', href);
});

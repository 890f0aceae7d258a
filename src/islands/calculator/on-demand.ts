// What the calculator loads only when it needs it: the country choice and menus (choose.ts) and
// the static JSON per corridor (calculator-offline.ts).
import { choose, menusFor } from './choose.ts';
import { fetchStaticPair, fromStaticPair } from './calculator-offline.ts';

export const onDemandParts = { choose, menusFor, fetchStaticPair, fromStaticPair };
export type OnDemand = typeof onDemandParts;

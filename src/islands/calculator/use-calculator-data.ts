import { useEffect, useMemo, useRef, useState } from 'react';
import type { LandingKind, RegionRef } from '../../domain/calculator-address.ts';
import { pairFromPath } from '../../domain/calculator-start.ts';
import { latestOnly } from '../../domain/calculator-state.ts';
import type { CalculatorData, StaticMenus } from './calculator-data.ts';
import { fetchCalculator, localizer, type CalculatorQuery } from './calculator-api.ts';
import { onDemand } from './bus.ts';

export interface DataOptions { kind: LandingKind; state: CalculatorData; tag: string; region: RegionRef; regionCountries: string[] }
type Source = 'snapshot' | 'live' | 'offline';

/**
 * Where the calculator's data comes from (issue 7 live data; sender-flows §4, §8): the page's
 * snapshot first; after first paint the backend's public calculator when reachable, else the
 * snapshot stays and says so. `load` is also what a country choice uses (choose.ts, loaded with
 * the menu): it falls back to the static JSON, and only the newest answer applies.
 */
export function useCalculatorData(o: DataOptions, onReloaded: (next: CalculatorData) => void) {
  const [data, setData] = useState(o.state);
  const [source, setSource] = useState<Source>('snapshot');
  const [busy, setBusy] = useState(false);
  const [menus, setMenus] = useState<StaticMenus | null>(null);
  const guard = useMemo(latestOnly, []);
  const localize = useMemo(() => localizer(o.tag), [o.tag]);
  const localized = (m: StaticMenus): StaticMenus => ({ countryFrom: m.countryFrom.map(localize), countryTo: m.countryTo.map(localize) });
  const current = useRef(data);
  current.current = data;

  // Dimmed while any load is in flight: a load overtaken by a newer one must not leave it dimmed.
  const inFlight = useRef(0);
  async function load(q: CalculatorQuery, ticket: number, fallback: boolean, quiet = false): Promise<CalculatorData | null> {
    // The refresh after first paint is quiet: nobody asked, so nothing dims (sender-flows §4 dims a computation).
    if (!quiet) inFlight.current += 1;
    if (!quiet) setBusy(true);
    let next: CalculatorData | null = null;
    let live = false;
    try {
      const answer = await fetchCalculator(q, localize);
      ({ data: next } = answer);
      live = true;
      if (guard.isLatest(ticket)) setMenus(localized(answer.menus));
    } catch {
      if (fallback) next = await onDemand().then(async (m) => m.fromStaticPair(await m.fetchStaticPair(q.from, q.to), q.toCurrId ?? null, q, localize)).catch(() => null);
    }
    if (!quiet) inFlight.current -= 1;
    if (inFlight.current === 0) setBusy(false);
    if (!guard.isLatest(ticket)) return null;
    if (live || next) setSource(live ? 'live' : 'offline');
    else if (!fallback) setSource('offline');
    if (next) setData(next);
    return next;
  }

  const query = (d: CalculatorData): CalculatorQuery => ({ kind: o.kind, from: d.from.code, to: d.to.code, fromCurrId: d.fromCurrency.id, toCurrId: d.toCurrency.id, amount: d.amount, isFrom: d.isFrom, deliveryMethod: d.deliveryMethod });

  // After first paint: live data for what is shown, or for the pair and currency the address names.
  useEffect(() => {
    const d = current.current;
    const pair = pairFromPath(location.pathname);
    const toCurrId = Number(new URLSearchParams(location.search).get('toCurrId')) || undefined;
    const moved = !!pair && (pair.from !== d.from.code || pair.to !== d.to.code);
    const differs = moved || (toCurrId !== undefined && toCurrId !== d.toCurrency.id);
    const q = moved ? { kind: o.kind, from: pair.from, to: pair.to, toCurrId, amount: '', isFrom: d.isFrom } : { ...query(d), toCurrId: toCurrId ?? d.toCurrency.id };
    void load(q, guard.begin(), differs, !differs).then((next) => { if (next && differs) onReloaded(next); });
  }, []);

  return {
    o, data, setData, source, busy, setBusy, menus, setMenus, guard, localize, localized, current, load, query, onReloaded,
    /** A committed amount: fresh figures from the backend unless it was found unreachable. */
    refresh(amount: string, isFrom: boolean, ticket: number) {
      if (source !== 'offline') void load({ ...query(current.current), amount, isFrom }, ticket, false);
    },
  };
}

export type CalculatorController = ReturnType<typeof useCalculatorData>;

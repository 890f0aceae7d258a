// The calculator and its on-demand island (CalculatorOnDemand.tsx) meet here: a module both import,
// so both hold the same instance. The calculator asks for the on-demand parts by an event that
// hydrates that island (client:event); the island hands its functions over once mounted.
import type { Side } from '../../domain/calculator-state.ts';
import type { Translate } from '../../i18n/runtime.ts';
import type { CalculatorController } from './controller.ts';
import type { OnDemand } from './on-demand.ts';

const ON_DEMAND_EVENT = 'calculator-on-demand';

export type Overlay = { kind: 'menu'; side: Side } | { kind: 'tariff' };

export const bus: {
  controller: CalculatorController | null;
  t: Translate<'landing'>;
  closeLabel: string;
  tag: string;
  /** Set by the on-demand island once mounted: shows an overlay. */
  show: ((overlay: Overlay) => void) | null;
} = { controller: null, t: (key) => key, closeLabel: '', tag: 'en', show: null };

let provide: (parts: OnDemand) => void = () => undefined;
const provided = new Promise<OnDemand>((resolve) => {
  provide = resolve;
});

/** The on-demand parts; the first call hydrates their island. */
export function onDemand(): Promise<OnDemand> {
  document.dispatchEvent(new Event(ON_DEMAND_EVENT));
  return provided;
}

export function provideOnDemand(parts: OnDemand): void {
  provide(parts);
}

export async function showOverlay(overlay: Overlay): Promise<void> {
  await onDemand();
  bus.show?.(overlay);
}

// The landing calculator's controller as its parts see it: the island builds it
// (use-calculator-data.ts), the on-demand parts (choose.ts, CountryMenu.tsx) and the bus read it.
// Spelt out rather than inferred from the hook, so the on-demand parts need not import the hook,
// which loads them.
import type { Dispatch, SetStateAction } from 'react';
import type { LandingKind, RegionRef } from '../../domain/calculator-address.ts';
import type { Separators } from '../../domain/amount-input.ts';
import type { CalculatorData, CalculatorEvent } from '../../domain/calculator-machine.ts';
import type { StaticMenus } from '../../ui/calculator/calculator-data.ts';
import type { CalculatorMachine } from '../../ui/calculator/use-calculator.ts';

export interface DataOptions {
  kind: LandingKind;
  state: CalculatorData;
  tag: string;
  separators: Separators;
  region: RegionRef;
  regionCountries: string[];
}

export interface CalculatorController {
  o: DataOptions;
  machine: CalculatorMachine;
  menus: StaticMenus | null;
  setMenus: Dispatch<SetStateAction<StaticMenus | null>>;
  /** The data as it is now (for the on-demand menus, which outlive a render). */
  data: () => CalculatorData;
  dispatch: (e: CalculatorEvent) => void;
}

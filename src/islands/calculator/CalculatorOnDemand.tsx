import { useEffect, useState } from 'react';
import { bus, provideOnDemand, type Overlay } from './bus.ts';
import { onDemandParts } from './on-demand.ts';
import CountryMenu from './CountryMenu.tsx';
import TariffError from './TariffError.tsx';

/**
 * The calculator's on-demand island (client:event): renders nothing until the calculator asks for
 * a country menu or the tariff error popup, and hands over the menus, the choice and the static
 * JSON fallback (bus.ts). Its code loads the first time the calculator needs any of them.
 */
export default function CalculatorOnDemand() {
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [tariffOpen, setTariffOpen] = useState(false);
  useEffect(() => {
    bus.show = (next) => {
      setOverlay(next);
      if (next.kind === 'tariff') setTariffOpen(true);
    };
    provideOnDemand(onDemandParts);
    return () => {
      bus.show = null;
    };
  }, []);
  const { controller, t, closeLabel, tag } = bus;
  if (!overlay || !controller) return null;
  if (overlay.kind === 'menu') {
    return <CountryMenu title={t(`menu.${overlay.side}Title`)} side={overlay.side} controller={controller} t={t} closeLabel={closeLabel} tag={tag} onClose={() => setOverlay(null)} />;
  }
  return <TariffError open={tariffOpen} title={t('tariff.title')} text={t('tariff.text')} gotIt={t('tariff.gotIt')} closeLabel={closeLabel} onClose={() => setTariffOpen(false)} />;
}

// public-site §4 payment options: the region filter and each country's payment-type dropdown.
import { ALL_REGIONS, isShownForRegion } from '../../domain/payment-options.ts';

document.querySelectorAll('[data-payment-options]').forEach((section) => {
  const filter = section.querySelector<HTMLSelectElement>('[data-payment-region-filter]');
  if (!filter) return;
  const applyRegion = (): void => {
    section.querySelectorAll<HTMLDetailsElement>('details[data-region]').forEach((item) => {
      const shown = isShownForRegion(item.getAttribute('data-region') ?? '', filter.value);
      item.hidden = !shown;
      if (!shown) item.open = false;
    });
  };
  const applyType = (select: HTMLSelectElement): void => {
    select
      .closest('details')
      ?.querySelectorAll<HTMLElement>('[data-payment-group]')
      .forEach((group) => {
        group.hidden = group.getAttribute('data-payment-group') !== select.value;
      });
  };
  filter.value = ALL_REGIONS;
  applyRegion();
  filter.addEventListener('change', applyRegion);
  section.querySelectorAll<HTMLSelectElement>('[data-payment-type]').forEach((select) => {
    applyType(select);
    select.addEventListener('change', () => applyType(select));
  });
});

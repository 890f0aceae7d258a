// The texts of a corridor page (public-site §2 corridor pages): headline, lead with the fee and rate
// as of the snapshot time, meta tags and the corridor's own questions, in the page's language.
import { countryInSentence } from '../../domain/country-in-sentence.ts';
import { formatMoney, formatRate } from '../../domain/money-format.ts';
import type { LandingKind } from '../../domain/calculator-address.ts';
import { calculate, rateDisplay } from '../../domain/calculator-quote.ts';
import { defaultSendAmount } from '../../domain/calculator-lane.ts';
import type { Region } from '../../i18n/regions.ts';
import { translate } from '../../i18n/translate.ts';
import type { CalculatorData } from '../../ui/calculator/calculator-data.ts';
import { snapshotText } from './calculator-props.ts';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function corridorTexts(kind: LandingKind, region: Region, state: CalculatorData, multiple: number) {
  const t = (key: string, params?: Record<string, string>) => translate(region.lang, `landing::${key}`, params);
  const amount = defaultSendAmount(state.commission.tariffs, multiple);
  const figures = calculate({ commission: state.commission, amount, side: 'from', fromDecimals: state.fromCurrency.decimals, toDecimals: state.toCurrency.decimals, firstPaymentPromo: false });
  if (!figures) throw new Error(`corridor ${state.from.code}-${state.to.code}: no tariff for its default amount`);
  const from = countryInSentence(state.from.code, region.lang, state.from.localName ?? state.from.name);
  const to = countryInSentence(state.to.code, region.lang, state.to.localName ?? state.to.name);
  // A tiny rate reads the other way round (rateDisplay): "1 USD = 25 445.1063 VND".
  const shown = rateDisplay(figures.rate);
  const [oneCurrency, otherCurrency] = shown.inverse ? [state.toCurrency.code, state.fromCurrency.code] : [state.fromCurrency.code, state.toCurrency.code];
  const values = {
    from,
    to,
    // Amounts with their currency, by the one formatter (money-format.ts); the rate's currencies are named by the text.
    amount: formatMoney(figures.fromAmount, state.fromCurrency, region.tag),
    fee: formatMoney(figures.fee, state.fromCurrency, region.tag),
    rate: formatRate(shown.value, region.tag),
    toAmount: formatMoney(figures.toAmount, state.toCurrency, region.tag),
    fromCurrency: state.fromCurrency.code,
    toCurrency: state.toCurrency.code,
    oneCurrency,
    otherCurrency,
    time: snapshotText(region, state.quotedAt),
  };
  const methods = state.deliveryMethods.map((m) => t(`method.${m}`)).join(', ');
  return {
    title: t(`corridor.title.${kind}`, values),
    metaTitle: t(`corridor.metaTitle.${kind}`, values),
    metaDescription: t('corridor.metaDescription', values),
    lead: escape(t(`corridor.lead.${kind}`, values)),
    faqTitle: t('corridor.faqTitle'),
    questions: [
      { id: -1, title: t(`corridor.faqCost.${kind}`, values), text: `<p>${escape(t('corridor.faqCostAnswer', values))}</p>` },
      { id: -2, title: t('corridor.faqMethods', values), text: `<p>${escape(t('corridor.faqMethodsAnswer', { ...values, methods }))}</p>` },
      { id: -3, title: t('corridor.faqCurrencies', values), text: `<p>${escape(t('corridor.faqCurrenciesAnswer', { ...values, currencies: state.to.currencies.map((c) => c.code).join(', ') }))}</p>` },
    ],
  };
}

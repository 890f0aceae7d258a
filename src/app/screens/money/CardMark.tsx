import type { CardBrand } from '../../../domain/card-brand.ts';

/** Brand names as the networks write them, in every language. */
export const BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  amex: 'American Express',
  unionpay: 'UnionPay',
  mir: 'Mir',
};

/**
 * A card network's mark (public/media/payment-systems), or a plain card while the brand is not
 * known. Decoration: the brand's name is always in the text beside it.
 */
export function CardMark({ brand }: { brand: CardBrand | null }) {
  return <img className="card-mark" src={`/media/payment-systems/${brand ?? 'card'}.svg`} alt="" width="40" height="27" />;
}

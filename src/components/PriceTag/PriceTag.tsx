import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatPrice } from './formatPrice';
import { Current, Original, PriceTagRoot, type PriceTagSize } from './PriceTag.styles';

export type PriceTagProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The price to pay, in minor units (cents). */
  amountMinor: number;
  /** ISO 4217 code (EUR, GBP, USD, PLN, SEK, NOK, DKK, CHF …). */
  currency: string;
  /** The price before a discount, in minor units: shown struck through before the price to pay. */
  originalAmountMinor?: number | null;
  size?: PriceTagSize;
};

/**
 * A price in the viewer's currency, formatted for the interface language with `Intl.NumberFormat`. With a discount
 * the original price is struck through, and screen readers hear "Original price … Now …".
 */
export function PriceTag({ amountMinor, currency, originalAmountMinor, size = 'md', ...rest }: PriceTagProps) {
  const { t, i18n } = useTranslation('credits');
  const locale = i18n.language;
  const discounted = originalAmountMinor != null && originalAmountMinor > amountMinor;
  return (
    <PriceTagRoot $size={size} data-price={amountMinor} data-currency={currency} {...rest}>
      {discounted ? (
        <Original>
          <VisuallyHidden>{t('price.original')} </VisuallyHidden>
          <del>{formatPrice(originalAmountMinor, currency, locale)}</del>
        </Original>
      ) : null}
      <Current>
        {discounted ? <VisuallyHidden>{t('price.now')} </VisuallyHidden> : null}
        {formatPrice(amountMinor, currency, locale)}
      </Current>
    </PriceTagRoot>
  );
}

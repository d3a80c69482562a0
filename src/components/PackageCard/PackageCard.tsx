import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditPackage } from '../../../contract/credits';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { PriceTag } from '../PriceTag';
import { formatUnitPrice } from '../PriceTag/formatPrice';
import {
  BonusLine,
  CardAction,
  CardHead,
  CardRoot,
  Emblem,
  OneTimeLine,
  PopularPill,
  PopularRibbon,
  PriceBlock,
  PriceRow,
  SaveTag,
  SelectInput,
  SelectedMark,
  Title,
  TitleBlock,
  UnitPrice,
} from './PackageCard.styles';
import { packagePricing } from './packagePricing';

export interface PackageCardSelection {
  /** The radio group's form name. */
  name: string;
  checked: boolean;
  onChange: () => void;
  disabled?: boolean;
}

export interface PackageCardProps {
  creditPackage: CreditPackage;
  /** A discount code's percentage to show on the price when the server has not priced it (`discounted_price` null). */
  discountPercentage?: number | null;
  /** Link mode: the "Choose" button leads here (the payment-method page). */
  href?: string;
  onChoose?: () => void;
  /** Select mode: the card is a radio (repeat order). Replaces the button. */
  selection?: PackageCardSelection;
  headingLevel?: 2 | 3;
  as?: 'li' | 'div';
  className?: string;
}

/**
 * A credit package or premium offer (SPEC §2): credits and bonus, the price in the payer's currency with any discount
 * struck through, the price per credit, the popular tag, the package's saving and the one-time-payment note.
 */
export function PackageCard({
  creditPackage,
  discountPercentage,
  href,
  onChoose,
  selection,
  headingLevel = 3,
  as = 'li',
  className,
}: PackageCardProps) {
  const { t, i18n } = useTranslation('credits');
  const titleId = useId();
  const inputId = useId();
  const detailsId = useId();
  const { price, original } = packagePricing(creditPackage, discountPercentage);
  const premium = creditPackage.kind === 'premium';
  const title = premium
    ? t('package.premium_with_credits', { count: creditPackage.credits })
    : t('package.credits', { count: creditPackage.credits });
  const unitPrice = formatUnitPrice(price.amount_minor, creditPackage.total_credits, price.currency, i18n.language);

  return (
    <CardRoot
      as={as}
      $popular={creditPackage.popular}
      $premium={premium}
      $selectable={Boolean(selection)}
      $checked={selection?.checked ?? false}
      className={className}
      aria-labelledby={selection ? undefined : titleId}
      data-package-id={creditPackage.id}
      data-popular={creditPackage.popular || undefined}
    >
      {creditPackage.popular && !selection ? (
        <PopularRibbon>
          <Icon name="star" size="0.875rem" />
          {t('package.popular')}
        </PopularRibbon>
      ) : null}
      {selection ? (
        <SelectInput
          type="radio"
          id={inputId}
          name={selection.name}
          value={String(creditPackage.id)}
          checked={selection.checked}
          disabled={selection.disabled}
          aria-describedby={detailsId}
          onChange={selection.onChange}
        />
      ) : null}
      {selection ? (
        <SelectedMark aria-hidden="true" $checked={selection.checked}>
          {selection.checked ? <Icon name="check" size="1rem" /> : null}
        </SelectedMark>
      ) : null}
      <CardHead $selectable={Boolean(selection)}>
        <Emblem $premium={premium} aria-hidden="true">
          <Icon name={premium ? 'crown' : 'coins'} />
        </Emblem>
        <TitleBlock>
          {selection ? (
            <Title as="label" htmlFor={inputId} id={titleId}>
              {title}
            </Title>
          ) : (
            <Title as={`h${headingLevel}`} id={titleId}>
              {title}
            </Title>
          )}
          {creditPackage.bonus_credits > 0 ? (
            <BonusLine $accent>{t('package.bonus', { count: creditPackage.bonus_credits })}</BonusLine>
          ) : null}
          {creditPackage.popular && selection ? (
            <PopularPill>
              <Icon name="star" size="0.75rem" />
              {t('package.popular')}
            </PopularPill>
          ) : null}
        </TitleBlock>
      </CardHead>
      <PriceBlock id={detailsId} $selectable={Boolean(selection)}>
        <PriceRow>
          <PriceTag
            amountMinor={price.amount_minor}
            currency={price.currency}
            originalAmountMinor={original?.amount_minor ?? null}
            size="lg"
          />
          {creditPackage.discount_percentage > 0 ? (
            <SaveTag>{t('package.save', { percent: creditPackage.discount_percentage })}</SaveTag>
          ) : null}
        </PriceRow>
        <UnitPrice>{t('package.per_credit', { price: unitPrice })}</UnitPrice>
        {creditPackage.one_time && !selection ? (
          <OneTimeLine>
            <Icon name="check" size="1rem" />
            {t('one_time.short')}
          </OneTimeLine>
        ) : null}
      </PriceBlock>
      {!selection && href !== undefined ? (
        <CardAction>
          <Button
            href={href}
            onClick={onChoose}
            variant={creditPackage.popular ? 'primary' : 'outline'}
            fullWidth
            aria-describedby={titleId}
          >
            {premium ? t('package.choose_premium') : t('package.choose')}
          </Button>
        </CardAction>
      ) : null}
    </CardRoot>
  );
}

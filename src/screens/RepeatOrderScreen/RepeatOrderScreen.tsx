import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutMode, CreditPackage, SavedMethod } from '../../../contract/credits';
import { ActiveDiscountNotice, type ActiveDiscount } from '../../components/ActiveDiscountNotice';
import { Alert } from '../../components/Alert';
import { CheckoutModeNotice } from '../../components/CheckoutModeNotice';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { packagePricing } from '../../components/PackageCard/packagePricing';
import { PackageList } from '../../components/PackageList';
import { formatPrice } from '../../components/PriceTag/formatPrice';
import { SavedCardList } from '../../components/SavedCardList';
import { Skeleton } from '../../components/Skeleton';
import {
  Actions,
  Confirm,
  ConfirmList,
  ConfirmTitle,
  EmptyState,
  Form,
  Header,
  Lead,
  ScreenRoot,
  SkeletonStack,
  Title,
} from './RepeatOrderScreen.styles';

export interface RepeatOrder {
  packageId: number;
  savedMethodId: number;
}

export interface RepeatOrderScreenProps {
  /** Saved cards (brand, last four digits, expiry; never a card number). */
  savedCards: readonly SavedMethod[];
  packages: readonly CreditPackage[];
  /** The package chosen first; defaults to the popular one. */
  defaultPackageId?: number | null;
  activeDiscount?: ActiveDiscount | null;
  /** Charge the saved card. The app sends one idempotency key per confirmation, so a retry charges once. */
  onConfirm: (order: RepeatOrder) => void;
  /** The card is being charged: every control is locked and the button is busy. */
  charging?: boolean;
  /** The charge failed (SPEC §8 'Betaling mislukt.'), translated. */
  error?: string;
  /** The failure was a declined saved card: offer a retry and PayPal (SPEC §8). */
  recurringFailed?: boolean;
  onPayPal?: () => void;
  onRemoveCard?: (savedMethodId: number) => void;
  /** The credits page, to pay another way. */
  creditsHref: string;
  loading?: boolean;
  /** The cards or packages could not be loaded (translated). */
  loadError?: string;
  onRetry?: () => void;
  /** `YYYY-MM` to judge card expiry against; defaults to now. */
  currentMonth?: string;
  /** `test`: the page says "test mode" (no real money is charged). */
  checkoutMode?: CheckoutMode;
}

function firstUsableCard(cards: readonly SavedMethod[], currentMonth: string | undefined): number | null {
  const month = currentMonth ?? new Date().toISOString().slice(0, 7);
  const usable = cards.find((card) => `${card.exp_year}-${String(card.exp_month).padStart(2, '0')}` >= month);
  return usable?.id ?? null;
}

/**
 * `/credits/repeat-order` (SPEC §2): choose a saved card and a package, confirm, and the card is charged in one click.
 * The confirm button is locked while charging, so a double click cannot charge twice.
 */
export function RepeatOrderScreen({
  savedCards,
  packages,
  defaultPackageId,
  activeDiscount,
  onConfirm,
  charging = false,
  error,
  recurringFailed = false,
  onPayPal,
  onRemoveCard,
  creditsHref,
  loading = false,
  loadError,
  onRetry,
  currentMonth,
  checkoutMode = 'live',
}: RepeatOrderScreenProps) {
  const { t, i18n } = useTranslation(['payments', 'credits', 'errors']);
  const titleId = useId();
  const confirmTitleId = useId();
  const [cardId, setCardId] = useState<number | null>(() => firstUsableCard(savedCards, currentMonth));
  const [packageId, setPackageId] = useState<number | null>(
    () => defaultPackageId ?? packages.find((item) => item.popular)?.id ?? packages[0]?.id ?? null,
  );
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  // Locks the confirm button from the click until the app reports the charge's outcome, even before `charging` arrives.
  const [submitted, setSubmitted] = useState(false);
  const [seen, setSeen] = useState({ charging, error });
  if (seen.charging !== charging || seen.error !== error) {
    setSeen({ charging, error });
    if (!charging) setSubmitted(false);
  }

  const card = savedCards.find((item) => item.id === cardId) ?? null;
  const chosenPackage = packages.find((item) => item.id === packageId) ?? null;
  const busy = charging || submitted;

  const header = (
    <Header>
      <Button href={creditsHref} variant="link" iconStart={<Icon name="chevronLeft" />}>
        {t('repeat.back')}
      </Button>
      <Title id={titleId}>{t('repeat.title')}</Title>
      <Lead>{t('repeat.lead')}</Lead>
      {loading ? null : <CheckoutModeNotice mode={checkoutMode} />}
    </Header>
  );

  if (loading || loadError) {
    return (
      <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
        {header}
        {loadError ? (
          <Alert
            tone="danger"
            action={
              onRetry ? (
                <Button variant="outline" size="sm" onClick={onRetry}>
                  {t('credits:retry')}
                </Button>
              ) : undefined
            }
          >
            {loadError}
          </Alert>
        ) : (
          <SkeletonStack aria-hidden="true">
            <Skeleton height="4.5rem" />
            <Skeleton height="4.5rem" />
            <Skeleton height="10rem" />
          </SkeletonStack>
        )}
      </ScreenRoot>
    );
  }

  if (savedCards.length === 0 || packages.length === 0) {
    return (
      <ScreenRoot aria-labelledby={titleId}>
        {header}
        <EmptyState>
          <Icon name="coins" size="2rem" />
          <p>{savedCards.length === 0 ? t('repeat.no_cards') : t('credits:packages.empty')}</p>
          <Button href={creditsHref}>{t('repeat.other_method')}</Button>
        </EmptyState>
      </ScreenRoot>
    );
  }

  const pricing = chosenPackage ? packagePricing(chosenPackage, activeDiscount?.percentage ?? null) : null;
  const priceText = pricing ? formatPrice(pricing.price.amount_minor, pricing.price.currency, i18n.language) : '';

  const toConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (card && chosenPackage) setStep('confirm');
  };

  const confirm = () => {
    if (busy || !card || !chosenPackage) return;
    setSubmitted(true);
    onConfirm({ packageId: chosenPackage.id, savedMethodId: card.id });
  };

  if (step === 'confirm' && card && chosenPackage && pricing) {
    return (
      <ScreenRoot aria-labelledby={titleId} aria-busy={busy || undefined}>
        {header}
        <Confirm aria-labelledby={confirmTitleId}>
          <ConfirmTitle id={confirmTitleId}>{t('repeat.confirm_title')}</ConfirmTitle>
          <ConfirmList>
            <div>
              <dt>{t('details.package')}</dt>
              <dd>
                {chosenPackage.kind === 'premium'
                  ? t('credits:package.premium_with_credits', { count: chosenPackage.total_credits })
                  : t('credits:package.credits', { count: chosenPackage.total_credits })}
              </dd>
            </div>
            <div>
              <dt>{t('details.card')}</dt>
              <dd>{t('saved_cards.card_spoken', { brand: card.brand, last4: card.last4 })}</dd>
            </div>
            {activeDiscount && pricing.original ? (
              <div>
                <dt>{t('details.discount_label')}</dt>
                <dd>{t('details.discount', { code: activeDiscount.code, percent: activeDiscount.percentage })}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('checkout.total')}</dt>
              <dd>{priceText}</dd>
            </div>
          </ConfirmList>
          {error ? (
            <Alert tone="danger" title={error}>
              {recurringFailed ? t('result.recurring_failed_body') : t('result.failed_body')}
            </Alert>
          ) : null}
          <Actions>
            <Button size="lg" onClick={confirm} loading={busy} iconStart={<Icon name="lock" />}>
              {error ? t('errors:payment_retry') : t('repeat.confirm', { price: priceText })}
            </Button>
            {error && recurringFailed && onPayPal ? (
              <Button size="lg" variant="outline" onClick={onPayPal} disabled={busy}>
                {t('errors:payment_paypal_alternative')}
              </Button>
            ) : null}
            <Button size="lg" variant="ghost" onClick={() => setStep('choose')} disabled={busy}>
              {t('repeat.change')}
            </Button>
          </Actions>
        </Confirm>
      </ScreenRoot>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId}>
      {header}
      {activeDiscount && activeDiscount.source !== 'code' ? <ActiveDiscountNotice discount={activeDiscount} /> : null}
      <Form onSubmit={toConfirm} noValidate aria-labelledby={titleId}>
        <SavedCardList
          cards={savedCards}
          selectedId={cardId}
          onSelect={setCardId}
          onRemove={onRemoveCard}
          currentMonth={currentMonth}
        />
        <PackageList
          packages={packages}
          discountPercentage={activeDiscount?.percentage ?? null}
          selectedId={packageId}
          onSelect={setPackageId}
          legend={t('repeat.package_legend')}
        />
        <Actions>
          <Button type="submit" size="lg" disabled={!card || !chosenPackage}>
            {t('repeat.continue')}
          </Button>
          <Button href={creditsHref} size="lg" variant="ghost">
            {t('repeat.other_method')}
          </Button>
        </Actions>
      </Form>
    </ScreenRoot>
  );
}

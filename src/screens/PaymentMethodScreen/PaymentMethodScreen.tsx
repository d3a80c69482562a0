import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutMode, CreditPackage, PaymentMethod } from '../../../contract/credits';
import type { ActiveDiscount } from '../../components/ActiveDiscountNotice';
import { ActiveDiscountNotice } from '../../components/ActiveDiscountNotice';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { CheckoutModeNotice } from '../../components/CheckoutModeNotice';
import { Icon } from '../../components/Icon';
import { OneTimePaymentNotice } from '../../components/OneTimePaymentNotice';
import { packagePricing } from '../../components/PackageCard/packagePricing';
import { PaymentMethodList } from '../../components/PaymentMethodList';
import { PaymentTrustNote } from '../../components/PaymentTrustNote';
import { formatPrice } from '../../components/PriceTag/formatPrice';
import { Skeleton } from '../../components/Skeleton';
import {
  Header,
  Layout,
  Line,
  Lines,
  Methods,
  PackageEmblem,
  PackageLine,
  PackageName,
  PayArea,
  PayHint,
  ScreenRoot,
  SkeletonStack,
  Summary,
  SummaryTitle,
  Title,
} from './PaymentMethodScreen.styles';

export interface PaymentMethodScreenProps {
  /** The chosen package; null while loading or when it does not exist. */
  creditPackage: CreditPackage | null;
  /** The methods that fit the payer's country (SPEC §2), in order. */
  methods: readonly PaymentMethod[];
  selectedMethod: PaymentMethod | null;
  onSelectMethod: (method: PaymentMethod) => void;
  /** Pay with the selected method (for `sepa_dd`, continue to the direct-debit form). */
  onPay: () => void;
  /** The checkout is being created: the button is busy and the choices are locked. */
  paying?: boolean;
  /** The discount in force, shown as a line of the order. */
  activeDiscount?: ActiveDiscount | null;
  /** A translated failure (the checkout could not start). */
  error?: string;
  /** SPEC §3 settings.refund_days. */
  refundDays: number;
  termsHref: string;
  returnPolicyHref: string;
  /** Back to the packages. */
  backHref: string;
  loading?: boolean;
  /** `test`: the page says "test mode"; `unavailable`: no payment provider, a message instead of the Pay button. */
  checkoutMode?: CheckoutMode;
  /** SEPA direct debit is paid on the provider's hosted page like the other methods (no direct-debit form). */
  directDebitHosted?: boolean;
  /**
   * Offer "save this card for repeat orders" here (providers whose own page does not ask, such as Stripe); shown
   * while the card is chosen. Absent: the provider's page asks (the sandbox).
   */
  saveCard?: { readonly checked: boolean; readonly onChange: (checked: boolean) => void } | null;
}

/** `/credits/{id}/{paymentmethod?}` (SPEC §2): the order summary, the payment methods of the payer's country, and pay. */
export function PaymentMethodScreen({
  creditPackage,
  methods,
  selectedMethod,
  onSelectMethod,
  onPay,
  paying = false,
  activeDiscount,
  error,
  refundDays,
  termsHref,
  returnPolicyHref,
  backHref,
  loading = false,
  checkoutMode = 'live',
  directDebitHosted = false,
  saveCard = null,
}: PaymentMethodScreenProps) {
  const { t, i18n } = useTranslation(['payments', 'credits']);
  const titleId = useId();
  const summaryTitleId = useId();
  const locale = i18n.language;

  const header = (
    <Header>
      <Button href={backHref} variant="link" iconStart={<Icon name="chevronLeft" />}>
        {t('checkout.back')}
      </Button>
      <Title id={titleId}>{t('checkout.title')}</Title>
    </Header>
  );

  if (loading) {
    return (
      <ScreenRoot aria-labelledby={titleId} aria-busy="true">
        {header}
        <SkeletonStack aria-hidden="true">
          <Skeleton height="6rem" />
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
        </SkeletonStack>
      </ScreenRoot>
    );
  }

  if (!creditPackage) {
    return (
      <ScreenRoot aria-labelledby={titleId}>
        {header}
        <Alert
          tone="warning"
          action={
            <Button href={backHref} size="sm">
              {t('checkout.choose_package')}
            </Button>
          }
        >
          {t('checkout.package_missing')}
        </Alert>
      </ScreenRoot>
    );
  }

  const { price, original } = packagePricing(creditPackage, activeDiscount?.percentage ?? null);
  const premium = creditPackage.kind === 'premium';
  const discountMinor = original ? original.amount_minor - price.amount_minor : 0;
  const directDebit = selectedMethod === 'sepa_dd' && !directDebitHosted;
  const unavailable = checkoutMode === 'unavailable';
  const priceText = formatPrice(price.amount_minor, price.currency, locale);

  return (
    <ScreenRoot aria-labelledby={titleId}>
      {header}
      <Layout>
        <Summary aria-labelledby={summaryTitleId}>
          <SummaryTitle id={summaryTitleId}>{t('checkout.summary')}</SummaryTitle>
          <PackageLine>
            <PackageEmblem $premium={premium} aria-hidden="true">
              <Icon name={premium ? 'crown' : 'coins'} />
            </PackageEmblem>
            <PackageName>
              {premium
                ? t('credits:package.premium_with_credits', { count: creditPackage.total_credits })
                : t('credits:package.credits', { count: creditPackage.credits })}
              {creditPackage.bonus_credits > 0 ? (
                <span>{t('credits:package.bonus', { count: creditPackage.bonus_credits })}</span>
              ) : null}
            </PackageName>
          </PackageLine>
          <Lines>
            {original ? (
              <Line>
                <dt>{t('checkout.subtotal')}</dt>
                <dd>{formatPrice(original.amount_minor, original.currency, locale)}</dd>
              </Line>
            ) : null}
            {original && activeDiscount ? (
              <Line $discount>
                <dt>
                  {t('checkout.discount', { code: activeDiscount.code, percent: activeDiscount.percentage })}
                </dt>
                <dd>{t('checkout.minus', { amount: formatPrice(discountMinor, price.currency, locale) })}</dd>
              </Line>
            ) : null}
            <Line $total>
              <dt>{t('checkout.total')}</dt>
              <dd>{priceText}</dd>
            </Line>
          </Lines>
          {creditPackage.one_time ? <OneTimePaymentNotice variant="inline" /> : null}
        </Summary>

        <Methods>
          {activeDiscount && activeDiscount.source !== 'code' ? <ActiveDiscountNotice discount={activeDiscount} /> : null}
          {methods.length > 0 ? (
            <PaymentMethodList methods={methods} value={selectedMethod} onChange={onSelectMethod} disabled={paying} />
          ) : (
            <Alert tone="warning">{t('checkout.no_methods')}</Alert>
          )}
          <PayArea>
            {error ? <Alert tone="danger">{error}</Alert> : null}
            <CheckoutModeNotice mode={checkoutMode} />
            {saveCard && selectedMethod === 'card' && !unavailable ? (
              <CheckboxField label={t('checkout.save_card')} checked={saveCard.checked} onChange={saveCard.onChange} disabled={paying} />
            ) : null}
            {unavailable ? null : (
              <Button
                size="lg"
                fullWidth
                onClick={onPay}
                loading={paying}
                disabled={!selectedMethod || methods.length === 0}
                iconStart={directDebit ? undefined : <Icon name="lock" />}
              >
                {directDebit ? t('checkout.continue_direct_debit') : t('checkout.pay', { price: priceText })}
              </Button>
            )}
            {!selectedMethod && methods.length > 0 && !unavailable ? <PayHint>{t('checkout.choose_method')}</PayHint> : null}
            <PaymentTrustNote refundDays={refundDays} returnPolicyHref={returnPolicyHref} termsHref={termsHref} />
          </PayArea>
        </Methods>
      </Layout>
    </ScreenRoot>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutMode, CreditPackage } from '../../../contract/credits';
import { ActiveDiscountNotice, type ActiveDiscount } from '../../components/ActiveDiscountNotice';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckoutModeNotice } from '../../components/CheckoutModeNotice';
import { DiscountCodeEntry } from '../../components/DiscountCodeEntry';
import { Icon } from '../../components/Icon';
import { OneTimePaymentNotice } from '../../components/OneTimePaymentNotice';
import { PackageList } from '../../components/PackageList';
import { PageSection } from '../../components/PageSection';
import { PaymentTrustNote } from '../../components/PaymentTrustNote';
import { PremiumBenefits } from '../../components/PremiumBenefits';
import {
  Balance,
  EmptyState,
  Extras,
  Header,
  HeaderText,
  Lead,
  LinkRow,
  Panel,
  PanelTitle,
  ScreenRoot,
  Title,
} from './CreditsScreen.styles';

export interface CreditsScreenProps {
  /** The credit packages (kind `credits`), priced in the payer's currency. */
  packages: readonly CreditPackage[];
  /** The member's balance; left out for visitors. */
  balance?: number | null;
  /** SPEC §6: premium members see repeat order; others learn that the first purchase makes them premium. */
  paidUser?: boolean;
  /** The discount in force (time bonus, welcome discount or a typed code); shown on every price. */
  activeDiscount?: ActiveDiscount | null;
  onApplyDiscountCode: (code: string) => void;
  discountCodeApplying?: boolean;
  /** SPEC §5 'Code niet gevonden' / 'Code reeds gebruikt', translated. */
  discountCodeError?: string;
  onRemoveDiscountCode?: () => void;
  /** The payment-method page of a package (`/credits/{id}`). */
  packageHref: (creditPackage: CreditPackage) => string;
  premiumHref?: string;
  /** Premium members with a saved card: `/credits/repeat-order`. */
  repeatOrderHref?: string | null;
  transactionsHref?: string;
  pricingHref?: string;
  returnPolicyHref: string;
  /** SPEC §3 settings.refund_days. */
  refundDays: number;
  loading?: boolean;
  /** The packages could not be loaded (translated). */
  error?: string;
  onRetry?: () => void;
  /** `test`: says "test mode" (no real money); `unavailable`: says nothing can be bought (no payment provider). */
  checkoutMode?: CheckoutMode;
}

/** `/credits` (SPEC §2): the credit packages with their prices and discounts, the discount code, and other ways to pay. */
export function CreditsScreen({
  packages,
  balance,
  paidUser = false,
  activeDiscount,
  onApplyDiscountCode,
  discountCodeApplying,
  discountCodeError,
  onRemoveDiscountCode,
  packageHref,
  premiumHref,
  repeatOrderHref,
  transactionsHref,
  pricingHref,
  returnPolicyHref,
  refundDays,
  loading = false,
  error,
  onRetry,
  checkoutMode = 'live',
}: CreditsScreenProps) {
  const { t } = useTranslation('credits');
  const titleId = useId();
  const codeApplied = activeDiscount?.source === 'code' ? { code: activeDiscount.code, percentage: activeDiscount.percentage } : null;

  let content;
  if (error && !loading) {
    content = (
      <Alert
        tone="danger"
        action={
          onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('retry')}
            </Button>
          ) : undefined
        }
      >
        {error}
      </Alert>
    );
  } else if (!loading && packages.length === 0) {
    content = (
      <EmptyState>
        <Icon name="coins" size="2rem" />
        <p>{t('packages.empty')}</p>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <PackageList
          loading={loading}
          packages={packages}
          discountPercentage={activeDiscount?.percentage ?? null}
          packageHref={packageHref}
          label={t('packages.title')}
        />
        {!loading && packages.some((creditPackage) => creditPackage.one_time) ? <OneTimePaymentNotice /> : null}
      </>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <HeaderText>
          <Title id={titleId}>{t('credits.title')}</Title>
          <Lead>{t('credits.lead')}</Lead>
        </HeaderText>
        {balance != null ? (
          <Balance>
            <Icon name="coins" />
            {t('credits.balance', { count: balance })}
          </Balance>
        ) : null}
      </Header>

      {loading ? null : <CheckoutModeNotice mode={checkoutMode} />}
      {activeDiscount && activeDiscount.source !== 'code' && !loading ? <ActiveDiscountNotice discount={activeDiscount} /> : null}

      <PageSection title={t('packages.title')}>
        {content}
      </PageSection>

      <Extras>
        <Panel>
          <DiscountCodeEntry
            onApply={onApplyDiscountCode}
            applying={discountCodeApplying}
            error={discountCodeError}
            applied={codeApplied}
            onRemove={onRemoveDiscountCode}
          />
        </Panel>
        {paidUser ? (
          repeatOrderHref || transactionsHref ? (
            <Panel>
              <PanelTitle>
                <Icon name="star" />
                {t('credits.member_title')}
              </PanelTitle>
              <p>{repeatOrderHref ? t('credits.member_body') : t('credits.member_body_no_card')}</p>
              <LinkRow>
                {repeatOrderHref ? (
                  <Button href={repeatOrderHref} variant="outline" size="sm">
                    {t('credits.repeat_order')}
                  </Button>
                ) : null}
                {transactionsHref ? (
                  <Button href={transactionsHref} variant="ghost" size="sm">
                    {t('credits.transactions')}
                  </Button>
                ) : null}
              </LinkRow>
            </Panel>
          ) : null
        ) : (
          <Panel>
            <PanelTitle>
              <Icon name="crown" />
              {t('credits.premium_title')}
            </PanelTitle>
            <p>{t('credits.premium_body')}</p>
            <PremiumBenefits />
            {premiumHref ? (
              <LinkRow>
                <Button href={premiumHref} variant="secondary" size="sm" iconStart={<Icon name="crown" />}>
                  {t('credits.premium_link')}
                </Button>
              </LinkRow>
            ) : null}
          </Panel>
        )}
      </Extras>

      <PaymentTrustNote refundDays={refundDays} returnPolicyHref={returnPolicyHref} />
      {pricingHref ? (
        <LinkRow>
          <Button href={pricingHref} variant="link">
            {t('credits.pricing_link')}
          </Button>
        </LinkRow>
      ) : null}
    </ScreenRoot>
  );
}

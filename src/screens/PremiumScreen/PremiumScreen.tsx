import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PREMIUM_MORE_CHANCE_PERCENT } from '../../../contract/constants';
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
  Chance,
  EmptyState,
  Extras,
  Hero,
  HeroEmblem,
  HeroLead,
  Panel,
  ScreenRoot,
  Title,
} from './PremiumScreen.styles';

export interface PremiumScreenProps {
  /** The premium offers (kind `premium`), priced in the payer's currency. */
  packages: readonly CreditPackage[];
  /** The member is premium already (SPEC §3 paid_user). */
  paidUser?: boolean;
  /**
   * SPEC §8 premium-only alert, translated: the member came here from a feature only premium members have (a locked
   * photo). Shown at the top to members who are not premium.
   */
  premiumOnlyNotice?: string;
  activeDiscount?: ActiveDiscount | null;
  onApplyDiscountCode: (code: string) => void;
  discountCodeApplying?: boolean;
  /** SPEC §5 'Code niet gevonden' / 'Code reeds gebruikt', translated. */
  discountCodeError?: string;
  onRemoveDiscountCode?: () => void;
  /** The payment-method page of an offer (`/credits/{id}`). */
  packageHref: (creditPackage: CreditPackage) => string;
  /** Premium members are pointed to the credits page. */
  creditsHref: string;
  returnPolicyHref: string;
  /** SPEC §3 settings.refund_days. */
  refundDays: number;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  /** `test`: says "test mode" (no real money); `unavailable`: says nothing can be bought (no payment provider). */
  checkoutMode?: CheckoutMode;
}

/**
 * `/premium` (SPEC §2): what premium gives (all photos, unlimited premium functions, 25 uploads, 46% more chance), the
 * premium offers with their discounts, the discount code, and the return policy with its refund days.
 */
export function PremiumScreen({
  packages,
  paidUser = false,
  premiumOnlyNotice,
  activeDiscount,
  onApplyDiscountCode,
  discountCodeApplying,
  discountCodeError,
  onRemoveDiscountCode,
  packageHref,
  creditsHref,
  returnPolicyHref,
  refundDays,
  loading = false,
  error,
  onRetry,
  checkoutMode = 'live',
}: PremiumScreenProps) {
  const { t } = useTranslation('credits');
  const titleId = useId();
  const codeApplied = activeDiscount?.source === 'code' ? { code: activeDiscount.code, percentage: activeDiscount.percentage } : null;

  let offers;
  if (error && !loading) {
    offers = (
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
    offers = (
      <EmptyState>
        <Icon name="crown" size="2rem" />
        <p>{t('premium.empty')}</p>
        <Button href={creditsHref} variant="outline">
          {t('premium.credits_link')}
        </Button>
      </EmptyState>
    );
  } else {
    offers = (
      <>
        <PackageList
          loading={loading}
          packages={packages}
          discountPercentage={activeDiscount?.percentage ?? null}
          packageHref={packageHref}
          label={t('premium.offers_title')}
        />
        {!loading && packages.some((creditPackage) => creditPackage.one_time) ? <OneTimePaymentNotice /> : null}
      </>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      {premiumOnlyNotice && !paidUser ? (
        <Alert tone="info" data-premium-only="">
          {premiumOnlyNotice}
        </Alert>
      ) : null}
      <Hero>
        <HeroEmblem aria-hidden="true">
          <Icon name="crown" size="2rem" />
        </HeroEmblem>
        <Title id={titleId}>{paidUser ? t('premium.title_member') : t('premium.title')}</Title>
        <Chance>{t('premium.more_chance', { percent: PREMIUM_MORE_CHANCE_PERCENT })}</Chance>
        <HeroLead>{paidUser ? t('premium.lead_member') : t('premium.lead')}</HeroLead>
      </Hero>

      {paidUser ? (
        <Alert
          tone="success"
          title={t('premium.member_alert_title')}
          action={
            <Button href={creditsHref} size="sm" iconStart={<Icon name="coins" />}>
              {t('premium.credits_link')}
            </Button>
          }
        >
          {t('premium.member_alert_body')}
        </Alert>
      ) : null}

      <PageSection title={t('premium.benefits_title')}>
        <PremiumBenefits layout="grid" />
      </PageSection>

      {/* Premium does not expire and is bought once (SPEC §1): a premium member is offered credits, not premium again. */}
      {loading || paidUser ? null : <CheckoutModeNotice mode={checkoutMode} />}
      {!paidUser && activeDiscount && activeDiscount.source !== 'code' && !loading ? <ActiveDiscountNotice discount={activeDiscount} /> : null}

      {paidUser ? null : (
        <PageSection title={t('premium.offers_title')}>
          {offers}
        </PageSection>
      )}

      <Extras>
        {paidUser ? null : (
          <Panel>
            <DiscountCodeEntry
              onApply={onApplyDiscountCode}
              applying={discountCodeApplying}
              error={discountCodeError}
              applied={codeApplied}
              onRemove={onRemoveDiscountCode}
            />
          </Panel>
        )}
        <Panel>
          <PaymentTrustNote refundDays={refundDays} returnPolicyHref={returnPolicyHref} />
        </Panel>
      </Extras>
    </ScreenRoot>
  );
}

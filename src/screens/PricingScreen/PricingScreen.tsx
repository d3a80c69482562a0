import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditPackage, PricingResponse } from '../../../contract/credits';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon, type IconName } from '../../components/Icon';
import { OneTimePaymentNotice } from '../../components/OneTimePaymentNotice';
import { PackageList } from '../../components/PackageList';
import { PageSection } from '../../components/PageSection';
import { PaymentTrustNote } from '../../components/PaymentTrustNote';
import { Skeleton } from '../../components/Skeleton';
import {
  CostIcon,
  CostItem,
  CostLabel,
  CostList,
  CostText,
  CostValue,
  EmptyState,
  Header,
  HeaderText,
  Lead,
  ScreenRoot,
  Section,
  SectionTitle,
  SkeletonCard,
  SkeletonGrid,
  Table,
  TableWrap,
  Title,
  YouTag,
} from './PricingScreen.styles';

export interface PricingScreenProps {
  /** What each action costs (SPEC §3 settings: message_credits, photo_credits, gift_credits, minimum_message_costs). */
  pricing: PricingResponse | null;
  /** The credit packages, priced in the payer's currency. */
  packages: readonly CreditPackage[];
  packageHref: (creditPackage: CreditPackage) => string;
  returnPolicyHref: string;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
}

/** `/pricing` (SPEC §2): what each action costs in credits, the minimum message cost per country, and the packages. */
export function PricingScreen({ pricing, packages, packageHref, returnPolicyHref, loading = false, error, onRetry }: PricingScreenProps) {
  const { t, i18n } = useTranslation('credits');
  const titleId = useId();
  const minimumTitleId = useId();
  const regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount);

  const header = (
    <Header>
      <HeaderText>
        <Title id={titleId}>{t('pricing.title')}</Title>
        <Lead>{t('pricing.lead')}</Lead>
      </HeaderText>
    </Header>
  );

  if (loading || !pricing) {
    return (
      <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
        {header}
        {error ? (
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
        ) : (
          <SkeletonGrid aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <SkeletonCard key={index}>
                <Skeleton shape="text" width="50%" />
                <Skeleton height="1.5rem" width="30%" />
              </SkeletonCard>
            ))}
          </SkeletonGrid>
        )}
      </ScreenRoot>
    );
  }

  const costs: ReadonlyArray<{ key: string; icon: IconName; label: string; credits: number }> = [
    { key: 'message', icon: 'chat', label: t('pricing.message'), credits: pricing.message_credits },
    { key: 'photo', icon: 'image', label: t('pricing.photo'), credits: pricing.photo_credits },
    { key: 'gift', icon: 'gift', label: t('pricing.gift'), credits: pricing.gift_credits },
  ];
  const minimumCosts = Object.entries(pricing.minimum_message_costs)
    .map(([country, cost]) => ({ country, name: regionNames.of(country) ?? country, ...cost }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));

  return (
    <ScreenRoot aria-labelledby={titleId}>
      {header}
      {error ? <Alert tone="danger">{error}</Alert> : null}

      <PageSection title={t('pricing.costs_title')}>
        <CostList>
          {costs.map((cost) => (
            <CostItem key={cost.key} data-cost={cost.key}>
              <CostIcon aria-hidden="true">
                <Icon name={cost.icon} />
              </CostIcon>
              <CostText>
                <CostLabel>{cost.label}</CostLabel>
                <CostValue>{t('pricing.credits_cost', { count: cost.credits })}</CostValue>
              </CostText>
            </CostItem>
          ))}
          {pricing.signup_credits > 0 ? (
            <CostItem data-cost="signup">
              <CostIcon aria-hidden="true">
                <Icon name="star" />
              </CostIcon>
              <CostText>
                <CostLabel>{t('pricing.signup')}</CostLabel>
                <CostValue>{t('pricing.credits_free', { count: pricing.signup_credits })}</CostValue>
              </CostText>
            </CostItem>
          ) : null}
        </CostList>
      </PageSection>

      {minimumCosts.length > 0 ? (
        <Section aria-labelledby={minimumTitleId}>
          <SectionTitle id={minimumTitleId}>{t('pricing.minimum_title')}</SectionTitle>
          <Lead>{t('pricing.minimum_lead')}</Lead>
          <TableWrap>
            <Table aria-labelledby={minimumTitleId}>
              <thead>
                <tr>
                  <th scope="col">{t('pricing.country')}</th>
                  <th scope="col">{t('pricing.minimum_cost')}</th>
                </tr>
              </thead>
              <tbody>
                {minimumCosts.map((row) => {
                  const current = row.country === pricing.country;
                  return (
                    <tr key={row.country} data-current={current || undefined}>
                      <th scope="row">
                        {row.name}
                        {current ? <YouTag>{t('pricing.your_country')}</YouTag> : null}
                      </th>
                      <td>{money(row.costs, row.currency)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableWrap>
        </Section>
      ) : null}

      <PageSection title={t('packages.title')}>
        {packages.length > 0 ? (
          <>
            <PackageList packages={packages} packageHref={packageHref} label={t('packages.title')} />
            {packages.some((creditPackage) => creditPackage.one_time) ? <OneTimePaymentNotice /> : null}
          </>
        ) : (
          <EmptyState>
            <Icon name="coins" size="2rem" />
            <p>{t('packages.empty')}</p>
          </EmptyState>
        )}
      </PageSection>

      <PaymentTrustNote refundDays={pricing.refund_days} returnPolicyHref={returnPolicyHref} />
    </ScreenRoot>
  );
}

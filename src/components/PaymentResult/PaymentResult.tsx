import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment, PaymentStatus } from '../../../contract/credits';
import { dateLocale } from '../../../locales/languages';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import { PriceTag } from '../PriceTag';
import { Spinner } from '../Spinner';
import {
  Actions,
  Body,
  Details,
  DetailsRow,
  Emblem,
  Highlight,
  Reference,
  ResultRoot,
  Text,
  Title,
} from './PaymentResult.styles';

/** SPEC §4 payment states; `loading` while the app asks for the payment; `reversed` after a refund. */
export type PaymentResultState = 'loading' | PaymentStatus;

export interface PaymentResultProps {
  state: PaymentResultState;
  /** The payment, for the details (package, amount, method, date, reference). */
  payment?: Payment | null;
  /** Completed: the balance after the credits were added. */
  balance?: number | null;
  /** Completed: this first purchase made the member premium (SPEC §1). */
  premiumUnlocked?: boolean;
  /** Failed or cancelled: the translated message (SPEC §8 'Betaling mislukt.'); it becomes the title. */
  error?: string;
  /** Failed: a saved card was charged and declined (SPEC §8): offer a retry and PayPal. */
  recurring?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
  /** Recurring failure: pay with PayPal instead. */
  onPayPal?: () => void;
  /** Where "Start chatting" leads after a completed payment. */
  continueHref: string;
  /** The credits page: "Choose another payment method", "Buy credits". */
  creditsHref: string;
  /** The payment history. */
  transactionsHref?: string;
  headingLevel?: 1 | 2;
  className?: string;
}

const EMBLEMS: Record<Exclude<PaymentResultState, 'loading' | 'pending'>, IconName> = {
  completed: 'check',
  failed: 'danger',
  cancelled: 'close',
  reversed: 'info',
};

/** The outcome of a payment in each SPEC §4 state, with the details and the next step. Changes are announced politely. */
export function PaymentResult({
  state,
  payment,
  balance,
  premiumUnlocked = false,
  error,
  recurring = false,
  onRetry,
  retrying = false,
  onPayPal,
  continueHref,
  creditsHref,
  transactionsHref,
  headingLevel = 1,
  className,
}: PaymentResultProps) {
  const { t, i18n } = useTranslation(['payments', 'errors', 'credits']);
  const titleId = useId();
  const waiting = state === 'loading' || state === 'pending';

  let title: string;
  let body: ReactNode;
  switch (state) {
    case 'loading':
      title = t('result.loading_title');
      body = <p>{t('result.loading_body')}</p>;
      break;
    case 'pending':
      title = t('result.pending_title');
      body = (
        <>
          <p>{t('result.pending_body')}</p>
          <p>{t('result.pending_hint')}</p>
        </>
      );
      break;
    case 'completed':
      title = t('result.completed_title');
      body = (
        <>
          {payment ? <p>{t('result.completed_body', { count: payment.credits })}</p> : null}
          {balance != null ? (
            <Highlight $tone="success">
              <Icon name="coins" />
              <span>{t('result.balance', { count: balance })}</span>
            </Highlight>
          ) : null}
          {premiumUnlocked ? (
            <Highlight $tone="premium">
              <Icon name="crown" />
              <span>{t('result.premium_unlocked')}</span>
            </Highlight>
          ) : null}
        </>
      );
      break;
    case 'failed':
      title = error ?? t('errors:payment_failed');
      body = <p>{recurring ? t('result.recurring_failed_body') : t('result.failed_body')}</p>;
      break;
    case 'cancelled':
      title = error ?? t('result.cancelled_title');
      body = <p>{t('result.cancelled_body')}</p>;
      break;
    case 'reversed':
      title = t('result.reversed_title');
      body = <p>{t('result.reversed_body')}</p>;
      break;
  }

  const actions: ReactNode = (() => {
    switch (state) {
      case 'loading':
        return null;
      case 'pending':
        return transactionsHref ? (
          <Button href={transactionsHref} variant="outline">
            {t('result.view_transactions')}
          </Button>
        ) : null;
      case 'completed':
        return (
          <>
            <Button href={continueHref} iconStart={<Icon name="chat" />}>
              {t('result.continue')}
            </Button>
            {transactionsHref ? (
              <Button href={transactionsHref} variant="outline">
                {t('result.view_transactions')}
              </Button>
            ) : null}
          </>
        );
      case 'failed':
      case 'cancelled':
        return (
          <>
            {onRetry ? (
              <Button onClick={onRetry} loading={retrying}>
                {t('errors:payment_retry')}
              </Button>
            ) : null}
            {recurring && onPayPal ? (
              <Button variant="outline" onClick={onPayPal} disabled={retrying}>
                {t('errors:payment_paypal_alternative')}
              </Button>
            ) : (
              <Button href={creditsHref} variant={onRetry ? 'outline' : 'primary'}>
                {t('result.other_method')}
              </Button>
            )}
          </>
        );
      case 'reversed':
        return (
          <Button href={creditsHref} variant="outline">
            {t('result.buy_credits')}
          </Button>
        );
    }
  })();

  const dateFormat = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <ResultRoot aria-labelledby={titleId} aria-busy={waiting || undefined} className={className} data-payment-state={state}>
      <Emblem $state={state} aria-hidden={waiting ? undefined : true}>
        {waiting ? <Spinner size="lg" tone="inherit" label={title} /> : <Icon name={EMBLEMS[state]} size="2rem" />}
      </Emblem>
      <Text aria-live="polite">
        <Title as={`h${headingLevel}`} id={titleId}>
          {title}
        </Title>
        <Body>{body}</Body>
      </Text>
      {payment && state !== 'loading' ? (
        <Details>
          <DetailsRow>
            <dt>{t('details.package')}</dt>
            <dd>
              {payment.package_kind === 'premium'
                ? t('credits:package.premium_with_credits', { count: payment.credits })
                : t('credits:package.credits', { count: payment.credits })}
            </dd>
          </DetailsRow>
          <DetailsRow>
            <dt>{t('details.amount')}</dt>
            <dd>
              <PriceTag amountMinor={payment.amount.amount_minor} currency={payment.amount.currency} size="sm" />
              {payment.discount ? (
                <span> {t('details.discount', { code: payment.discount.code, percent: payment.discount.value_percentage })}</span>
              ) : null}
            </dd>
          </DetailsRow>
          <DetailsRow>
            <dt>{t('details.method')}</dt>
            <dd>{t(`method.${payment.method}.name`)}</dd>
          </DetailsRow>
          <DetailsRow>
            <dt>{t('details.date')}</dt>
            <dd>{dateFormat.format(new Date(payment.completed_at ?? payment.created_at))}</dd>
          </DetailsRow>
          <DetailsRow>
            <dt>{t('details.reference')}</dt>
            <dd>
              <Reference>{payment.payment_id}</Reference>
            </dd>
          </DetailsRow>
        </Details>
      ) : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </ResultRoot>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../contract/credits';
import { dateLocale } from '../../../locales/languages';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { PaymentResult, type PaymentResultProps } from '../../components/PaymentResult';
import { PaymentStatusBadge } from '../../components/PaymentStatusBadge';
import { PriceTag } from '../../components/PriceTag';
import { Skeleton } from '../../components/Skeleton';
import {
  EmptyState,
  Header,
  Item,
  ItemAmount,
  ItemDate,
  ItemIcon,
  ItemMain,
  ItemMeta,
  ItemStatus,
  Lead,
  List,
  ResultWrap,
  ScreenRoot,
  SkeletonStack,
  Title,
} from './TransactionsScreen.styles';

export type TransactionResult = Omit<PaymentResultProps, 'headingLevel' | 'className'>;

export interface TransactionsScreenProps {
  /** `/transactions/{id}`: one payment's result, in its SPEC §4 state. When given, the history is not shown. */
  result?: TransactionResult | null;
  /** `/transactions`: the history, newest first. */
  transactions?: readonly Payment[];
  /** Each history row links to its result page. */
  transactionHref: (payment: Payment) => string;
  creditsHref: string;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
}

/** `/transactions/{id?}` (SPEC §2): one payment's result, or the payment history with date, package, amount, method and status. */
export function TransactionsScreen({
  result,
  transactions = [],
  transactionHref,
  creditsHref,
  loading = false,
  error,
  onRetry,
}: TransactionsScreenProps) {
  const { t, i18n } = useTranslation(['payments', 'credits']);
  const titleId = useId();

  if (result) {
    return (
      <ResultWrap data-view="result">
        <PaymentResult {...result} headingLevel={1} />
      </ResultWrap>
    );
  }

  const dateFormat = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });

  let content;
  if (loading) {
    content = (
      <SkeletonStack aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="3.5rem" />
        ))}
      </SkeletonStack>
    );
  } else if (error) {
    content = (
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
        {error}
      </Alert>
    );
  } else if (transactions.length === 0) {
    content = (
      <EmptyState>
        <Icon name="coins" size="2rem" />
        <p>{t('transactions.empty')}</p>
        <Button href={creditsHref}>{t('result.buy_credits')}</Button>
      </EmptyState>
    );
  } else {
    content = (
      <List aria-labelledby={titleId}>
        {transactions.map((payment) => {
          const premium = payment.package_kind === 'premium';
          return (
            <Item key={payment.payment_id} data-status={payment.status}>
              <ItemIcon $premium={premium} aria-hidden="true">
                <Icon name={premium ? 'crown' : 'coins'} />
              </ItemIcon>
              <ItemMain>
                <Link href={transactionHref(payment)}>
                  {premium
                    ? t('credits:package.premium_with_credits', { count: payment.credits })
                    : t('credits:package.credits', { count: payment.credits })}
                </Link>
                <ItemDate>
                  <time dateTime={payment.created_at}>{dateFormat.format(new Date(payment.created_at))}</time>
                </ItemDate>
              </ItemMain>
              <ItemMeta>{t(`method.${payment.method}.name`)}</ItemMeta>
              <ItemStatus>
                <PaymentStatusBadge status={payment.status} />
              </ItemStatus>
              <ItemAmount>
                <PriceTag amountMinor={payment.amount.amount_minor} currency={payment.amount.currency} size="sm" />
              </ItemAmount>
            </Item>
          );
        })}
      </List>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined} data-view="history">
      <Header>
        <Title id={titleId}>{t('transactions.title')}</Title>
        <Lead>{t('transactions.lead')}</Lead>
      </Header>
      {content}
    </ScreenRoot>
  );
}

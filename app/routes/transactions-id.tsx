import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paymentIdSchema, type Payment, type PaymentMethod } from '../../contract/credits';
import { pathFor } from '../../contract/routes';
import { TransactionsScreen } from '../../src/screens/TransactionsScreen';
import { createPayment, useAttemptKey, usePayment, useTransactions } from '../data/payments';
import { useViewer } from '../data/viewer';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { retryDiscountCode } from '../rules/checkoutDiscount';
import { directDebitPath, packagePath, repeatOrderPath } from '../rules/checkoutLinks';
import { checkoutFlow } from '../rules/checkoutMethods';
import { chatToReturnTo } from '../rules/chatToReturnTo';
import { isRecurringCardFailure, paymentResultState, unlockedPremium } from '../rules/paymentResultState';
import { readLastOpenedChat, type LastOpenedChat } from '../storage/lastOpenedChat';

const transactionHref = (payment: Payment) => pathFor('transactions-id', { id: payment.payment_id });

/**
 * `/transactions/{id}`: where the provider's checkout returns. Shows the payment in its SPEC §4 state, asking again
 * while it is pending; once completed the viewer is refreshed, so the balance and premium (paid_user) follow in the
 * navigation. A failed or cancelled payment can be tried again at once; a declined saved card (SPEC §8) offers repeat
 * order again and PayPal.
 */
function PaymentResultPage({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const payment = usePayment(paymentId);
  const state = paymentResultState(payment.data);
  const completed = state === 'completed';
  const history = useTransactions(completed);
  const attempt = useAttemptKey();
  const starting = useRef(false);
  // Read after the first paint: the server render has no storage, and the first client render must match it.
  const [lastChat, setLastChat] = useState<LastOpenedChat | null>(null);
  useEffect(() => setLastChat(readLastOpenedChat()), []);
  const [retrying, setRetrying] = useState(false);

  const { refresh } = viewer;
  useEffect(() => {
    // The server's answer changed the member (credits, paid_user, or credits taken back by a refund).
    if (state === 'completed' || state === 'reversed') void refresh();
    // `refresh` is a new function each render; the state change is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  // A failed poll keeps showing the payment as last known; only a payment never loaded is an error page.
  if (!payment.data && (payment.error || !payment.isLoading)) {
    return (
      <TransactionsScreen
        transactionHref={transactionHref}
        creditsHref={pathFor('credits')}
        error={apiErrorMessage(t, payment.error)}
        onRetry={payment.retry}
      />
    );
  }

  const current = payment.data;
  const checkout = (method: PaymentMethod) => {
    if (!current || starting.current) return;
    starting.current = true;
    setRetrying(true);
    const discountCode = retryDiscountCode(current);
    createPayment({
      package_id: current.package_id,
      method,
      idempotency_key: attempt.key,
      ...(discountCode ? { discount_code: discountCode } : {}),
    }).then(
      ({ redirect_url }) => window.location.assign(redirect_url),
      () => {
        // The order cannot start again as it was (the code is used up, the package is gone …): choose again.
        attempt.renew();
        void navigate(packagePath(current.package_id, null, method));
      },
    );
  };

  const recurring = isRecurringCardFailure(current);
  // "Start chatting" goes back to the conversation the purchase was begun from (SPEC §3 last opened chat).
  const returnChat = chatToReturnTo(lastChat, { userId: viewer.account?.id ?? null, startedAt: current ? Date.parse(current.created_at) : Number.NaN });
  const onRetry = () => {
    if (!current) return;
    if (recurring) void navigate(repeatOrderPath(current.package_id));
    else if (checkoutFlow(current.method) === 'directdebit') void navigate(directDebitPath(current.package_id));
    else checkout(current.method);
  };

  return (
    <TransactionsScreen
      result={{
        state,
        payment: current,
        balance: completed ? (viewer.account?.credits ?? null) : null,
        premiumUnlocked: completed && current !== null && history.data !== null && unlockedPremium(current, history.data),
        recurring,
        onRetry,
        retrying,
        onPayPal: () => checkout('paypal'),
        continueHref: !returnChat
          ? pathFor('members')
          : 'conversationId' in returnChat
            ? pathFor('chats-id', { id: returnChat.conversationId })
            : pathFor('members-id-chat', { id: returnChat.memberId }),
        creditsHref: pathFor('credits'),
        transactionsHref: pathFor('transactions-id'),
      }}
      transactionHref={transactionHref}
      creditsHref={pathFor('credits')}
    />
  );
}

/** `/transactions`: the member's payments, newest first. */
function History() {
  const { t } = useTranslation();
  const transactions = useTransactions();
  return (
    <TransactionsScreen
      transactions={transactions.data ?? []}
      transactionHref={transactionHref}
      creditsHref={pathFor('credits')}
      loading={transactions.isLoading}
      error={transactions.error ? apiErrorMessage(t, transactions.error) : undefined}
      onRetry={transactions.retry}
    />
  );
}

/** An id that cannot be a payment's (a mistyped link): not found, without asking the server. */
function UnknownPayment() {
  const { t } = useTranslation();
  return <TransactionsScreen transactionHref={transactionHref} creditsHref={pathFor('credits')} error={t('errors:not_found')} />;
}

/** Route `transactions-id` (SPEC §2): one payment's result, or the history. */
export function Component() {
  const { id } = useParams();
  if (!id) return <History />;
  return paymentIdSchema.safeParse(id).success ? <PaymentResultPage key={id} paymentId={id} /> : <UnknownPayment />;
}

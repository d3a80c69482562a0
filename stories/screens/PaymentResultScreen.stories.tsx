import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentResultScreen } from '../../src/screens/PaymentResultScreen';
import {
  cancelledPayment,
  completedPayment,
  creditsHrefs,
  discountedPayment,
  failedPayment,
  payment,
  pendingPayment,
  recurringFailedPayment,
  useCreditsMessages,
  withStayingLinks,
} from '../fixtures/credits';

type ResultArgs = ComponentProps<typeof PaymentResultScreen>;
type Messages = ReturnType<typeof useCreditsMessages>;

function WithMessages({ build, ...args }: ResultArgs & { build: (messages: Messages) => Partial<ResultArgs> }) {
  return <PaymentResultScreen {...args} {...build(useCreditsMessages())} />;
}

const meta = {
  title: 'Screens/PaymentResultScreen',
  component: PaymentResultScreen,
  decorators: [withStayingLinks],
  args: {
    state: 'completed',
    payment: completedPayment,
    balance: 115,
    continueHref: creditsHrefs.members,
    creditsHref: creditsHrefs.credits,
    transactionsHref: creditsHrefs.transactions,
    onRetry: fn(),
    onPayPal: fn(),
  },
  argTypes: { state: { control: 'select', options: ['loading', 'pending', 'completed', 'failed', 'cancelled', 'reversed'] } },
} satisfies Meta<typeof PaymentResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4 completed: credits added, the new balance, and the details of the payment. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    await expect(canvas.getByText('110 credits have been added to your account.')).toBeInTheDocument();
    await expect(canvas.getByText('Your new balance: 115 credits')).toBeInTheDocument();
    await expect(canvas.getByText(completedPayment.payment_id)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Start chatting' })).toHaveAttribute('href', '/members');
  },
};

/** The first purchase: premium unlocked (SPEC §1). */
export const Default: Story = {
  args: { premiumUnlocked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You are now a premium member/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: 'loading', payment: null, balance: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Checking your payment…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** "We're waiting for your bank." */
export const Pending: Story = {
  args: { state: 'pending', payment: pendingPayment, balance: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: "We're waiting for your bank" })).toBeInTheDocument();
  },
};

/** Without payment details (a result page opened with an unknown id shows the bare state). */
export const Empty: Story = {
  args: { state: 'pending', payment: null, balance: null, transactionsHref: undefined },
};

/** SPEC §8: 'Betaling mislukt.' arrives as a string; retry or choose another method. */
export const Error: Story = {
  args: { state: 'failed', payment: failedPayment, balance: null },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.paymentFailed })} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment failed.' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry payment' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute('href', '/credits');
  },
};

export const FailedDutch: Story = {
  globals: { locale: 'nl' },
  args: { state: 'failed', payment: failedPayment, balance: null },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.paymentFailed })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Betaling mislukt.' })).toBeInTheDocument();
  },
};

/** SPEC §8: a recurring-card failure offers a retry AND a PayPal alternative. */
export const RecurringFailure: Story = {
  args: { state: 'failed', payment: recurringFailedPayment, balance: null, recurring: true },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.paymentFailed })} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry payment' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with PayPal instead' }));
    await expect(args.onPayPal).toHaveBeenCalled();
  },
};

export const Retrying: Story = {
  args: { state: 'failed', payment: recurringFailedPayment, balance: null, recurring: true, retrying: true },
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.paymentFailed })} />,
};

export const Cancelled: Story = {
  args: { state: 'cancelled', payment: cancelledPayment, balance: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
  },
};

export const Refunded: Story = {
  args: { state: 'reversed', payment: payment('reversed'), balance: null },
};

export const WithDiscount: Story = {
  args: { payment: discountedPayment },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: {
    payment: payment('completed', { credits: 12_500, amount: { amount_minor: 1_149_500, currency: 'SEK' }, method: 'sepa_dd' }),
    balance: 1_234_567,
    premiumUnlocked: true,
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { premiumUnlocked: true },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TransactionsScreen } from '../../src/screens/TransactionsScreen';
import {
  completedPayment,
  creditsHrefs,
  longTransactions,
  pendingPayment,
  recurringFailedPayment,
  transactionHref,
  transactions,
  useCreditsMessages,
  withStayingLinks,
} from '../fixtures/credits';

type TransactionsArgs = ComponentProps<typeof TransactionsScreen>;
type Messages = ReturnType<typeof useCreditsMessages>;

function WithMessages({ build, ...args }: TransactionsArgs & { build: (messages: Messages) => Partial<TransactionsArgs> }) {
  return <TransactionsScreen {...args} {...build(useCreditsMessages())} />;
}

const resultLinks = {
  continueHref: creditsHrefs.members,
  creditsHref: creditsHrefs.credits,
  transactionsHref: creditsHrefs.transactions,
};

const meta = {
  title: 'Screens/TransactionsScreen',
  component: TransactionsScreen,
  decorators: [withStayingLinks],
  args: { transactions, transactionHref, creditsHref: creditsHrefs.credits, onRetry: fn() },
} satisfies Meta<typeof TransactionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/transactions`: date, package, amount, method and a status badge per payment, each leading to its result. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My purchases' })).toBeInTheDocument();
    const rows = within(canvas.getByRole('list', { name: 'My purchases' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(6);
    const first = within(rows[0]!);
    await expect(first.getByText('Pending')).toBeInTheDocument();
    await expect(first.getByText('SEPA direct debit')).toBeInTheDocument();
    await expect(first.getByRole('link', { name: '110 credits' })).toHaveAttribute('href', `/transactions/${transactions[0]!.payment_id}`);
    await expect(within(rows[2]!).getByRole('link', { name: 'Premium with 120 credits' })).toBeInTheDocument();
    await expect(within(rows[5]!).getByText('Refunded')).toBeInTheDocument();
  },
};

export const Default: Story = {};

export const Loading: Story = {
  args: { loading: true },
};

export const Empty: Story = {
  args: { transactions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have not bought anything yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  },
};

export const Error: Story = {
  render: (args) => <WithMessages {...args} build={(m) => ({ error: m.generic })} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** `/transactions/{id}`: one result, in the PaymentResult states. */
export const OneCompleted: Story = {
  args: { result: { state: 'completed', payment: completedPayment, balance: 115, ...resultLinks } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
  },
};

export const OnePending: Story = {
  args: { result: { state: 'pending', payment: pendingPayment, ...resultLinks } },
};

export const OneLoading: Story = {
  args: { result: { state: 'loading', ...resultLinks } },
};

export const OneRecurringFailure: Story = {
  render: (args) => (
    <WithMessages
      {...args}
      build={(m) => ({
        result: {
          state: 'failed',
          payment: recurringFailedPayment,
          error: m.paymentFailed,
          recurring: true,
          onRetry: fn(),
          onPayPal: fn(),
          ...resultLinks,
        },
      })}
    />
  ),
};

/** Several currencies, five-digit credits, the longest locale. */
export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { transactions: longTransactions },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { transactions: longTransactions },
};

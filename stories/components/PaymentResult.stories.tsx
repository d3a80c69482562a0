import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import styled from 'styled-components';
import { PaymentResult } from '../../src/components/PaymentResult';
import { completedPayment, creditsHrefs, failedPayment, pendingPayment, withStayingLinks } from '../fixtures/credits';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/PaymentResult',
  component: PaymentResult,
  args: {
    state: 'completed',
    payment: completedPayment,
    balance: 135,
    continueHref: creditsHrefs.members,
    creditsHref: creditsHrefs.credits,
    transactionsHref: creditsHrefs.transactions,
    onRetry: fn(),
    onPayPal: fn(),
    headingLevel: 2,
  },
  argTypes: { state: { control: 'select', options: ['loading', 'pending', 'completed', 'failed', 'cancelled', 'reversed'] } },
  decorators: [
    withStayingLinks,
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    await expect(canvas.getByText('Your new balance: 135 credits')).toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { state: 'pending', payment: pendingPayment, balance: null },
};

export const Failed: Story = {
  args: { state: 'failed', payment: failedPayment, balance: null },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { premiumUnlocked: true, balance: 1_234_567 },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { PaymentTrustNote } from '../../src/components/PaymentTrustNote';
import { creditsHrefs, withStayingLinks } from '../fixtures/credits';
import { siteSettings } from '../fixtures/site';

const Frame = styled.div`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/PaymentTrustNote',
  component: PaymentTrustNote,
  args: { refundDays: siteSettings.refund_days, returnPolicyHref: creditsHrefs.returnPolicy },
  decorators: [
    withStayingLinks,
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof PaymentTrustNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §9: the refund days come from settings.refund_days, with a link to the return policy. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/ask for a refund within 14 days/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'return policy' })).toHaveAttribute('href', '/pages/return-policy');
  },
};

/** On the payment page: the terms line too. */
export const WithTerms: Story = {
  args: { termsHref: creditsHrefs.terms },
};

export const OneDay: Story = {
  args: { refundDays: 1 },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { termsHref: creditsHrefs.terms, refundDays: 30 },
};

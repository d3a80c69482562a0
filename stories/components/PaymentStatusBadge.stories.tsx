import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { PAYMENT_STATUSES } from '../../contract/credits';
import { PaymentStatusBadge } from '../../src/components/PaymentStatusBadge';

const Frame = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'Components/PaymentStatusBadge',
  component: PaymentStatusBadge,
  args: { status: 'completed' },
  argTypes: { status: { control: 'select', options: PAYMENT_STATUSES } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof PaymentStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every SPEC §4 payment state, each with its own icon as well as its colour. */
export const AllStatuses: Story = {
  render: () => (
    <>
      {PAYMENT_STATUSES.map((status) => (
        <PaymentStatusBadge key={status} status={status} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Pending', 'Completed', 'Failed', 'Cancelled', 'Refunded']) await expect(canvas.getByText(text)).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  render: AllStatuses.render,
};
